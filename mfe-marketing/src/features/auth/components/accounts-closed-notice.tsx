import { Link } from '@shared/platform/router';
import styles from './auth-form.module.css';

/**
 * What a valid login or registration leads to (no credential is sent or stored): its text reads exactly
 * ACCOUNTS_CLOSED_MESSAGE, with Order Now and contact us as links. The status region stays in the
 * page so that the message is announced when it appears.
 */
export function AccountsClosedNotice({ shown }: { shown: boolean }) {
  return (
    <div role="status">
      {shown ? (
        <p className={styles.notice}>
          Student accounts are not open yet. To place an order use <Link to="/order">Order Now</Link>, or{' '}
          <Link to="/contactus">contact us</Link>.
        </p>
      ) : null}
    </div>
  );
}
