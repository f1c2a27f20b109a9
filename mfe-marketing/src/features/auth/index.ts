/** Login and registration's public face: the two forms and the notice that accounts are not open. */
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ACCOUNTS_CLOSED_MESSAGE } from './model';
