import { TextField } from 'shared/ui';
import layout from '../../../lib/layout.module.css';
import { useAccountForm } from '../hooks/use-account-form';
import { EMPTY_LOGIN, validateLogin } from '../model';
import { AccountsClosedNotice } from './accounts-closed-notice';
import styles from './auth-form.module.css';

/** Email and password, checked in the page; then the notice that accounts are not open yet. */
export function LoginForm() {
  const { values, errors, accepted, set, onSubmit, form } = useAccountForm(EMPTY_LOGIN, validateLogin);
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(value) => set('email', value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(value) => set('password', value)}
      />
      <AccountsClosedNotice shown={accepted} />
      <button type="submit" className={`${layout.button} ${styles.submit}`}>
        Log In
      </button>
    </form>
  );
}
