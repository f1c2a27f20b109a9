import { useState } from 'react';
import { useHydrated } from '@shared/platform/core';
import { Button } from '@shared/ui';
import { forgetRefusedFiles, refusedFilesOf, type RefusedFile } from '../refused-files';
import styles from './order-activity.module.css';

/** The files an order did not take, each named with the reason, as an alert. */
export function RefusedFilesNote({
  files,
  after,
  onDismiss,
}: {
  files: RefusedFile[];
  /** What the student can do now. */
  after: string;
  onDismiss?: () => void;
}) {
  if (files.length === 0) return null;
  return (
    <div role="alert" className={styles.refused}>
      <p>
        <strong>
          {files.length === 1 ? 'This file was not added to your order:' : 'These files were not added to your order:'}
        </strong>
      </p>
      <ul aria-label="Files not added">
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            {file.name}: {file.reason}
          </li>
        ))}
      </ul>
      <p>{after}</p>
      {onDismiss ? (
        <Button variant="quiet" size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : null}
    </div>
  );
}

/**
 * On the order page: the files chosen in the wizard that the order did not take, as this browser
 * noted them when the order was placed. Read once hydrated (the server cannot know them), so the
 * page the server rendered hydrates unchanged.
 */
export function OrderRefusedFiles({ token, canAdd }: { token: string; canAdd: boolean }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  return (
    <RefusedFilesNote
      files={refusedFilesOf(token)}
      after={
        canAdd
          ? 'You can add files below: PDF, Word (DOCX), PowerPoint (PPTX), PNG or JPEG.'
          : 'Work has started, so write to us below if you still need to send them.'
      }
      onDismiss={() => {
        forgetRefusedFiles(token);
        setDismissed(true);
      }}
    />
  );
}
