import { chatUrl, EXTERNAL_LINK, telUrl, useRuntimeConfig } from '@shared/platform/core';
import styles from './contact-details.module.css';

/** Every way to reach the agency, straight from the site configuration. */
export function ContactDetails() {
  const site = useRuntimeConfig().site;
  return (
    <aside className={styles.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        Other ways to reach us
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>Chat</dt>
          <dd>
            <a className={styles.chat} href={chatUrl(site, 'Hi, I have a question.')} {...EXTERNAL_LINK}>
              Chat with us now
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          {site.phones.map((phone) => (
            <dd key={phone}>
              <a href={telUrl(phone)}>{phone}</a>
            </dd>
          ))}
        </div>
        <div>
          <dt>Email</dt>
          {site.emails.map((email) => (
            <dd key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          ))}
        </div>
        <div>
          <dt>Postal address</dt>
          <dd>
            <address className={styles.address}>
              {site.businessName}
              <br />
              {site.postalAddress}
            </address>
          </dd>
        </div>
        {site.social.length > 0 ? (
          <div>
            <dt>Follow us</dt>
            <dd>
              <ul className={styles.social}>
                {site.social.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} {...EXTERNAL_LINK}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>We answer chat, phone and e-mail 24 hours a day, 7 days a week.</p>
    </aside>
  );
}
