import { Button, PhoneField, TextField } from '@shared/ui';
import { useAccountForm } from '../hooks/use-account-form';
import { EMPTY_REGISTER, MIN_PASSWORD_LENGTH, validateRegister } from '../model';
import { AccountsClosedNotice } from './accounts-closed-notice';
import styles from './auth-form.module.css';

/** Name, email, phone and a password typed twice, checked in the page; then the accounts notice. */
export function RegisterForm() {
  const { form, formRef, accepted, onSubmit } = useAccountForm(EMPTY_REGISTER, validateRegister);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PhoneField label="Phone" defaultCountry="IN" required {...form.field('phone')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
        {...form.field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <AccountsClosedNotice shown={accepted} />
      <Button type="submit" className={styles.submit}>
        Create Account
      </Button>
    </form>
  );
}
