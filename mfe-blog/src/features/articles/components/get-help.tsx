import { Link } from '@shared/platform/router';
import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { GET_HELP } from '../../../content/article-chrome';
import styles from './get-help.module.css';

/** The article's calls to action: the order wizard, the contact page and a chat in the messaging app. */
export function GetHelp({ title }: { title: string }) {
  const { site } = useRuntimeConfig();
  return (
    <ul className={styles.actions}>
      <li>
        <Link className={`${styles.action} ${styles.primary}`} to={GET_HELP.order.to}>
          {GET_HELP.order.label}
        </Link>
      </li>
      <li>
        <Link className={styles.action} to={GET_HELP.contact.to}>
          {GET_HELP.contact.label}
        </Link>
      </li>
      <li>
        <a className={styles.action} href={chatUrl(site, GET_HELP.chatMessage(title))} {...EXTERNAL_LINK}>
          {GET_HELP.chat.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </li>
    </ul>
  );
}
