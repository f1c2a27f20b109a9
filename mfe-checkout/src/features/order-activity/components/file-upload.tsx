import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ORDER_FILE_ACCEPT } from '@shared/contracts';
import { FormMessage, type FormMessageValue } from '@shared/ui';
import type { ActionResult } from '../api';
import { checkFileBeforeSending, FILE_HINT } from '../model';
import styles from './order-activity.module.css';

/**
 * A labelled file input that hands each chosen file to `send` (upload it now, or keep it for
 * later) after the checks the server makes (size, count, and the type read from the content), and
 * says in the page what became of each file: a refused one is named with the reason, at once.
 */
export function FileUpload({
  label = 'Add files',
  filesSoFar,
  send,
  disabled = false,
}: {
  label?: string;
  filesSoFar: number;
  send: (file: File) => Promise<ActionResult<unknown>>;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    setBusy(true);
    const refused: string[] = [];
    const added: string[] = [];
    let count = filesSoFar;
    for (const file of files) {
      setMessage({ tone: 'info', text: `Checking ${file.name}…` });
      const early = await checkFileBeforeSending(file, count);
      if (early) {
        refused.push(`${file.name}: ${early}`);
        continue;
      }
      setMessage({ tone: 'info', text: `Sending ${file.name}…` });
      const result = await send(file);
      if (result.ok) {
        added.push(file.name);
        count += 1;
      } else {
        refused.push(`${file.name}: ${result.message}`);
      }
    }
    if (input.current) input.current.value = '';
    setBusy(false);
    setMessage(
      refused.length > 0
        ? { tone: 'error', text: [...refused, ...(added.length ? [`Added: ${added.join(', ')}.`] : [])].join(' ') }
        : { tone: 'success', text: `Added: ${added.join(', ')}.` },
    );
  };

  return (
    <div className={styles.upload}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {FILE_HINT}
      </p>
      <input
        ref={input}
        id={inputId}
        className={styles.file}
        type="file"
        multiple
        accept={ORDER_FILE_ACCEPT}
        aria-describedby={hintId}
        disabled={disabled || busy}
        onChange={(event) => void onChange(event)}
      />
      <FormMessage message={message} />
    </div>
  );
}
