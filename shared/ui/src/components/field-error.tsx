import styles from './field.module.css';

/** A field's validation message; announced when it appears and linked from the control. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
