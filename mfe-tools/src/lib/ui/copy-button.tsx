import { useEffect, useRef, useState } from 'react';
import { Button } from '@shared/ui';
import ui from './ui.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard and says whether it worked, in a polite status line. */
export function CopyButton({
  text,
  label = 'Copy text',
  className,
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 4000);
  };

  return (
    <span className={className}>
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>{' '}
      <span role="status" className={ui.note}>
        {state === 'copied'
          ? 'Copied to the clipboard.'
          : state === 'failed'
            ? 'Could not copy. Select the text and copy it by hand.'
            : ''}
      </span>
    </span>
  );
}
