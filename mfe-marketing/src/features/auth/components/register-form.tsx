import { PhoneField, TextField } from 'shared/ui';
import layout from '../../../lib/layout.module.css';
import { useAccountForm } from '../hooks/use-account-form';
import { EMPTY_REGISTER, MIN_PASSWORD_LENGTH, validateRegister } from '../model';
import { AccountsClosedNotice } from './accounts-closed-notice';
import styles from './auth-form.module.css';

/** Name, email, phone and a password typed twice, checked in the page; then the accounts notice. */
export function RegisterForm() {
  const { values, errors, accepted, set, onSubmit, form } = useAccountForm(EMPTY_REGISTER, validateRegister);
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(value) => set('name', value)}
      />
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
      <PhoneField
        label="Phone"
        name="phone"
        defaultCountry="IN"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(value) => set('phone', value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
        value={values.password}
        error={errors.password}
        onChange={(value) => set('password', value)}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => set('confirmPassword', value)}
      />
      <AccountsClosedNotice shown={accepted} />
      <button type="submit" className={`${layout.button} ${styles.submit}`}>
        Create Account
      </button>
    </form>
  );
}
