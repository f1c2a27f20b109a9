import { useState } from 'react';
import { Link } from '@shared/platform/router';
import { EXTERNAL_LINK, telUrl, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { useConsent } from '../../features/consent';
import styles from './footer.module.css';

const SERVICE_LINKS = [
  { to: '/services', label: 'Dissertation Writing' },
  { to: '/services', label: 'Essay Writing' },
  { to: '/services', label: 'Report Writing' },
  { to: '/services', label: 'Thesis Writing' },
  { to: '/services', label: 'PPT and Poster Design' },
] as const;

const PACKAGES = [
  'Standard (Skilled Academic Writer)',
  'Premium (Proficient Researcher)',
  'Elite (Top Scholar)',
] as const;
const AGENCY_LINKS = [
  { to: '/aboutus', label: 'About Us' },
  { to: '/blog', label: 'Blogs' },
  { to: '/samples', label: 'Samples' },
  { to: '/services', label: 'Services' },
  { to: '/termsandconditions', label: 'Terms and Conditions' },
  { to: '/refund', label: 'Refund and Privacy Policy' },
] as const;
const PAYMENT_METHODS = ['UPI', 'Bank transfer', 'Mobile wallet', 'International remittance'] as const;
const PARTNERS = ['Secure checkout', 'Verified experts', 'Plagiarism-free'] as const;

export function Footer() {
  const { site } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-packages">
          <h2 id="footer-packages">Packages</h2>
          <ul>
            {PACKAGES.map((name) => (
              <li key={name}>
                <Link to="/order">{name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-agency">
          <h2 id="footer-agency">Agency</h2>
          <ul>
            {AGENCY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment">Payment Accepted</h2>
          <ul className={styles.badges}>
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact" className={styles.contact}>
          <h2 id="footer-contact">Contact Us</h2>
          <address>
            <p>{site.postalAddress}</p>
            <p>
              {site.emails.map((email) => (
                <a key={email} href={`mailto:${email}`} className={styles.block}>
                  {email}
                </a>
              ))}
            </p>
            <p>
              <a href={telUrl(site.phones[0] ?? '')}>{site.phones[0]}</a>
            </p>
          </address>
          <MapEmbed url={site.mapEmbedUrl} />
        </section>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.social} aria-label="Social media">
          {site.social.map((profile) => (
            <li key={profile.url}>
              <a href={profile.url} {...EXTERNAL_LINK}>
                {profile.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        <ul className={styles.partners} aria-label="Assurances">
          {PARTNERS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © {year} {site.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** Third-party map frame: nothing non-essential loads before cookie consent or an explicit click. */
function MapEmbed({ url }: { url: string }) {
  const consented = useConsent().choice === true;
  const [requested, setRequested] = useState(false);
  if (!url) return null;
  if (consented || requested) {
    return (
      <iframe className={styles.map} title="Map of our office" src={url} loading="lazy" referrerPolicy="no-referrer" />
    );
  }
  return (
    <div className={styles.mapPlaceholder}>
      <p>The map is provided by a third party and loads only with your consent.</p>
      <button type="button" onClick={() => setRequested(true)}>
        Show map
      </button>
    </div>
  );
}
