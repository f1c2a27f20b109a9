import { ContactDetails, ContactForm } from '../features/contact';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

/** /contactus: the contact form beside every other way to reach the team. */
export default function ContactPage() {
  return (
    <section className={layout.section} aria-labelledby="contact-title">
      <div className={layout.container}>
        <h1 id="contact-title" className={layout.pageTitle}>
          Contact Us
        </h1>
        <p className={layout.intro}>
          Questions about an order, a price or a deadline? Send us a message and an advisor will reply by e-mail or
          phone, usually within the hour.
        </p>
        <div className={styles.split}>
          <div className={`${layout.card} ${styles.formCard}`}>
            <h2 className={layout.cardTitle}>Send us a message</h2>
            <p className={`${layout.muted} ${styles.small}`}>All fields are required.</p>
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
