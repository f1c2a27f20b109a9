import { Link } from '@shared/platform/router';
import { buttonClass } from '@shared/ui';
import { DocumentMeta } from '../layout/document-meta';
import styles from './status-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <DocumentMeta title="Page not found" description="The page you asked for does not exist." indexable={false} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you were looking for has moved or never existed. These will get you back on track:</p>
      <ul className={styles.links}>
        <li>
          <Link className={buttonClass({ variant: 'secondary' })} to="/">
            Home
          </Link>
        </li>
        <li>
          <Link className={buttonClass({ variant: 'secondary' })} to="/blog">
            Blog
          </Link>
        </li>
        <li>
          <Link className={buttonClass({ variant: 'secondary' })} to="/tools">
            Tools
          </Link>
        </li>
        <li>
          <Link className={buttonClass({ variant: 'secondary' })} to="/order">
            Order
          </Link>
        </li>
      </ul>
    </section>
  );
}
