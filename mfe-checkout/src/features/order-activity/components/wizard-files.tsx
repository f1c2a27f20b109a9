import { useSyncExternalStore } from 'react';
import { Button } from '@shared/ui';
import { formatFileSize } from '../model';
import { NO_PENDING_FILES, pendingFiles } from '../pending-files';
import { FileUpload } from './file-upload';
import styles from './order-activity.module.css';

/**
 * The wizard's file picker: files are kept here until the order is stored, then sent to it. A
 * file the check refuses is named at once, and again on the confirmation and the order page.
 * Self-contained, so a wizard step only places it. Its input has no name: a form posted without
 * JavaScript sends no file, and the order page takes files then.
 */
export function WizardFiles() {
  const files = useSyncExternalStore(pendingFiles.subscribe, pendingFiles.list, () => NO_PENDING_FILES);
  return (
    <div className={styles.wizardFiles}>
      <FileUpload
        label="Task files (optional)"
        filesSoFar={files.length}
        send={(file) => {
          pendingFiles.add(file);
          return Promise.resolve({ ok: true, data: null });
        }}
        onBatch={(refused) => pendingFiles.track(refused)}
      />
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="Files to send with the order">
          {files.map(({ id, file }) => (
            <li key={id}>
              {file.name} <span className={styles.meta}>({formatFileSize(file.size)})</span>{' '}
              <Button variant="quiet" size="small" onClick={() => pendingFiles.remove(id)}>
                Remove<span className={styles.hidden}> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.hint}>
        Each file is checked as you add it, and sent when you place the order. You can also add files later on your
        order page.
      </p>
    </div>
  );
}
