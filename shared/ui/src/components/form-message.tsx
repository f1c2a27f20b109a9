import styles from './field.module.css';

export interface FormMessageValue {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * A form's outcome line. Success and progress go into a polite status region that stays in the
 * page (so changes to it are announced); an error is an alert, which is announced when it appears.
 */
export function FormMessage({ message, className }: { message: FormMessageValue | null; className?: string }) {
  const isError = message?.tone === 'error';
  return (
    <div className={className}>
      <div role="status">
        {message && !isError ? (
          <p className={`${styles.message} ${message.tone === 'success' ? styles.success : styles.info}`}>
            {message.text}
          </p>
        ) : null}
      </div>
      {message && isError ? (
        <p role="alert" className={`${styles.message} ${styles.danger}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
