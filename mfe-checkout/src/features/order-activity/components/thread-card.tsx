import { useId } from 'react';
import { useRuntimeConfig, useTimeZone } from '@shared/platform/core';
import { OrderMessageRequestSchema, type OrderView } from '@shared/contracts';
import { formatDateTimeIn } from '@shared/domain/time';
import { sendMessage } from '../api';
import { TextForm } from './text-form';
import styles from './order-activity.module.css';

/** The thread with the agency: every message kept with the order, and a form to write another. */
export function ThreadCard({ order, token, onChange }: { order: OrderView; token: string; onChange: () => void }) {
  const headingId = useId();
  const { endpoints, site } = useRuntimeConfig();
  const apiBase = endpoints.api;
  const timeZone = useTimeZone();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Messages
      </h2>
      {order.messages.length > 0 ? (
        <ol className={styles.entries} aria-label="Messages about this order">
          {order.messages.map((message) => (
            <li key={message.id} className={message.from === 'agency' ? styles.fromAgency : styles.fromStudent}>
              <p className={styles.meta}>
                {message.from === 'agency' ? site.businessName : 'You'},{' '}
                <time dateTime={message.sentAt}>{formatDateTimeIn(message.sentAt, timeZone)}</time>
              </p>
              <p className={styles.text}>{message.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>No messages yet. Ask us anything about your order: we answer here and by email.</p>
      )}
      <TextForm
        label="Your message"
        button="Send message"
        done="Message sent. We will answer here and by email."
        schema={OrderMessageRequestSchema}
        send={async (text) => {
          const result = await sendMessage(apiBase, token, text);
          if (result.ok) onChange();
          return result;
        }}
      />
    </section>
  );
}
