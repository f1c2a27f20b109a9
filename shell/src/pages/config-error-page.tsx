import type { RuntimeConfigError } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import styles from './status-page.module.css';

/** Shown when config.json is missing or invalid: it names the bad field for whoever deployed it. */
/** `retryHref` is the page the visitor asked for: loading it again shows the site once the file is fixed. */
export function ConfigErrorPage({ error, retryHref }: { error: RuntimeConfigError; retryHref: string }) {
  return (
    <main className={styles.page}>
      <title>Site configuration error</title>
      <h1>The site is misconfigured</h1>
      <p>The site could not start because its configuration file is invalid.</p>
      <p>
        Bad field: <code>{error.field}</code>
      </p>
      <p className={styles.detail}>{error.message}</p>
      <div className={styles.actions}>
        {/* A link, not a button: the server sends this page without any script. */}
        <a className={buttonClass()} href={retryHref}>
          Reload
        </a>
      </div>
    </main>
  );
}
