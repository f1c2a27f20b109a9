import { useId } from 'react';
import { useRuntimeConfig, useTimeZone } from '@shared/platform/core';
import { BriefAdditionRequestSchema, type OrderView } from '@shared/contracts';
import { formatDateTimeIn } from '@shared/domain/time';
import { addToBrief, fileUrl, uploadFile } from '../api';
import { filesKeptNote, formatFileSize } from '../model';
import { FileUpload } from './file-upload';
import { OrderRefusedFiles } from './refused-files-note';
import { TextForm } from './text-form';
import styles from './order-activity.module.css';

/**
 * The brief as the student gave it (instructions, link, files), what they added since, and, until
 * work starts, a way to add more. Their text is shown as text, line breaks kept.
 */
export function BriefCard({ order, token, onChange }: { order: OrderView; token: string; onChange: () => void }) {
  const headingId = useId();
  const apiBase = useRuntimeConfig().endpoints.api;
  const timeZone = useTimeZone();
  const keptNote = filesKeptNote(order.filesKeptUntil);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Your brief
      </h2>
      <h3 className={styles.subheading}>Instructions</h3>
      <p className={styles.text}>{order.instructions || 'No instructions were given with the order.'}</p>
      {order.briefAdditions.length > 0 ? (
        <ol className={styles.entries} aria-label="Added to the instructions">
          {order.briefAdditions.map((addition) => (
            <li key={addition.addedAt}>
              <p className={styles.meta}>
                Added <time dateTime={addition.addedAt}>{formatDateTimeIn(addition.addedAt, timeZone)}</time>
              </p>
              <p className={styles.text}>{addition.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {order.driveLink ? (
        <p>
          Drive link: <span className={styles.link}>{order.driveLink}</span>
        </p>
      ) : null}

      <h3 className={styles.subheading}>Files</h3>
      <OrderRefusedFiles token={token} canAdd={order.briefOpen} />
      {keptNote ? <p className={styles.meta}>{keptNote}</p> : null}
      {order.files.length > 0 ? (
        <ul className={styles.files}>
          {order.files.map((file) => (
            <li key={file.id}>
              <a href={fileUrl(apiBase, token, file.id)} download={file.name}>
                {file.name}
              </a>{' '}
              <span className={styles.meta}>({formatFileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No files yet.</p>
      )}

      {order.briefOpen ? (
        <>
          <FileUpload
            filesSoFar={order.files.length}
            send={async (file) => {
              const result = await uploadFile(apiBase, token, file);
              if (result.ok) onChange();
              return result;
            }}
          />
          <TextForm
            label="Add to the instructions"
            hint="Anything you forgot or that changed. You can add more until work starts."
            button="Add to the brief"
            done="Added to your brief."
            schema={BriefAdditionRequestSchema}
            send={async (text) => {
              const result = await addToBrief(apiBase, token, text);
              if (result.ok) onChange();
              return result;
            }}
          />
        </>
      ) : (
        <p className={styles.meta}>Work has started, so the brief is fixed. Write to us below if something changed.</p>
      )}
    </section>
  );
}
