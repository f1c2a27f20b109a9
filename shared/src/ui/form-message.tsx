import styles from './field.module.css';

export interface FormMessageValue {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * A form's outcome line. Both live regions stay in the page so that a message placed in them is
 * announced: errors go to the alert region, success and progress to the polite status region.
 */
export function FormMessage({ message, className }: { message: FormMessageValue | null; className?: string }) {
  const body = (tone: FormMessageValue['tone']) =>
    message ? (
      <p
        className={[
          styles.message,
          tone === 'success' ? styles.success : tone === 'error' ? styles.danger : styles.info,
        ].join(' ')}
      >
        {message.text}
      </p>
    ) : null;
  return (
    <div className={className}>
      <div role="status">{message && message.tone !== 'error' ? body(message.tone) : null}</div>
      <div role="alert">{message?.tone === 'error' ? body('error') : null}</div>
    </div>
  );
}
