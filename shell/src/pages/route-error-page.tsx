import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import styles from './status-page.module.css';

/**
 * The root route's errorElement, so React Router's bare default screen never reaches a visitor.
 * It renders without the layout, because the layout itself may be what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className={styles.page}>
      <h1>Something went wrong</h1>
      <p>An unexpected error stopped this page from showing. Reloading usually fixes it.</p>
      <div className={styles.actions}>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/">Home</a>
      </div>
    </main>
  );
}
