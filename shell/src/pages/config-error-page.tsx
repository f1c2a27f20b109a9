import type { RuntimeConfigError } from 'shared/core';
import { Button } from 'shared/ui';
import styles from './status-page.module.css';

/** Shown when config.json is missing or invalid: it names the bad field for whoever deployed it. */
export function ConfigErrorPage({ error }: { error: RuntimeConfigError }) {
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
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </main>
  );
}
