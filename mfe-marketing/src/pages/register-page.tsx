import { Link } from '@shared/platform/router';
import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { RegisterForm } from '../features/auth';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

/**
 * /register: says first that registration is not open yet and that an order needs no account, so
 * no one fills the whole form to find out; the form still validates, then says the same with the
 * decided words. The one way to the login page.
 */
export default function RegisterPage() {
  return (
    <section className={layout.section} aria-labelledby="register-title">
      <div className={`${layout.container} ${styles.narrow}`}>
        <div className={`${layout.card} ${styles.formCard}`}>
          <h1 id="register-title" className={layout.pageTitle}>
            {findRoute(ROUTES, '/register')?.heading ?? 'Create an Account'}
          </h1>
          <p className={styles.before}>
            Registration is not open yet, and you do not need an account: place an order with{' '}
            <Link to="/order">Order Now</Link>, or <Link to="/contactus">contact us</Link>.
          </p>
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
