import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { LoginForm } from '../features/auth';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

/** /login: validates, then says student accounts are not open yet; nothing is sent. */
export default function LoginPage() {
  return (
    <section className={layout.section} aria-labelledby="login-title">
      <div className={`${layout.container} ${styles.narrow}`}>
        <div className={`${layout.card} ${styles.formCard}`}>
          <h1 id="login-title" className={layout.pageTitle}>
            {findRoute(ROUTES, '/login')?.heading ?? 'Log In'}
          </h1>
          <p className={`${layout.muted} ${styles.small}`}>Log in with the e-mail address you registered with.</p>
          <LoginForm />
        </div>
      </div>
    </section>
  );
}
