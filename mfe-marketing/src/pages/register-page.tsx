import { Link } from '@shared/platform/router';
import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { RegisterForm } from '../features/auth';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

/** /register: validates, then says accounts are not open yet; the one way to the login page. */
export default function RegisterPage() {
  return (
    <section className={layout.section} aria-labelledby="register-title">
      <div className={`${layout.container} ${styles.narrow}`}>
        <div className={`${layout.card} ${styles.formCard}`}>
          <h1 id="register-title" className={layout.pageTitle}>
            {findRoute(ROUTES, '/register')?.heading ?? 'Create an Account'}
          </h1>
          <p className={`${layout.muted} ${styles.small}`}>All fields are required.</p>
          <RegisterForm />
          <p className={styles.switch}>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
