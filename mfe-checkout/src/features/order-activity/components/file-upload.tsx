import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ORDER_FILE_ACCEPT } from '@shared/contracts';
import { FormMessage, type FormMessageValue } from '@shared/ui';
import type { ActionResult } from '../api';
import { checkFileBeforeSending, FILE_HINT } from '../model';
import type { RefusedFile } from '../refused-files';
import styles from './order-activity.module.css';

/**
 * A labelled file input that hands each chosen file to `send` (upload it now, or keep it for
 * later) after the checks the server makes (size, count, and the type read from the content), and
 * says in the page what became of each file: a refused one is named with the reason, at once.
 * `onBatch` learns of each choice as it is checked, and of the files refused (the wizard names
 * them again once the order is placed, even if the student moved on before the check ended).
 */
export function FileUpload({
  label = 'Add files',
  filesSoFar,
  send,
  disabled = false,
  onBatch,
}: {
  label?: string;
  filesSoFar: number;
  send: (file: File) => Promise<ActionResult<unknown>>;
  disabled?: boolean;
  onBatch?: (refused: Promise<RefusedFile[]>) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    const batch = checkAndSend(files);
    if (onBatch) onBatch(batch);
    else void batch;
  };

  const checkAndSend = async (files: File[]): Promise<RefusedFile[]> => {
    setBusy(true);
    const refused: RefusedFile[] = [];
    const added: string[] = [];
    let count = filesSoFar;
    for (const file of files) {
      setMessage({ tone: 'info', text: `Checking ${file.name}…` });
      const early = await checkFileBeforeSending(file, count);
      if (early) {
        refused.push({ name: file.name, reason: early });
        continue;
      }
      setMessage({ tone: 'info', text: `Sending ${file.name}…` });
      const result = await send(file);
      if (result.ok) {
        added.push(file.name);
        count += 1;
      } else {
        refused.push({ name: file.name, reason: result.message });
      }
    }
    if (input.current) input.current.value = '';
    setBusy(false);
    const named = refused.map(({ name, reason }) => `${name}: ${reason}`);
    setMessage(
      refused.length > 0
        ? { tone: 'error', text: [...named, ...(added.length ? [`Added: ${added.join(', ')}.`] : [])].join(' ') }
        : { tone: 'success', text: `Added: ${added.join(', ')}.` },
    );
    return refused;
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
        onChange={onChange}
      />
      <FormMessage message={message} />
    </div>
  );
}
