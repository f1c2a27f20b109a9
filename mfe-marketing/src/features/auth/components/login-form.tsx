import { Button, TextField } from '@shared/ui';
import { useAccountForm } from '../hooks/use-account-form';
import { EMPTY_LOGIN, validateLogin } from '../model';
import { AccountsClosedNotice } from './accounts-closed-notice';
import styles from './auth-form.module.css';

/** Email and password, checked in the page; then the notice that accounts are not open yet. */
export function LoginForm() {
  const { form, formRef, accepted, onSubmit } = useAccountForm(EMPTY_LOGIN, validateLogin);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <AccountsClosedNotice shown={accepted} />
      <Button type="submit" className={styles.submit}>
        Log In
      </Button>
    </form>
  );
}
