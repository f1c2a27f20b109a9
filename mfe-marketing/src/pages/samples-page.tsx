import { EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import { SampleLibrary, samplesFolderLink } from '../features/samples';
import layout from '../lib/layout.module.css';
import styles from './page.module.css';

const FOLDERS = [
  { key: 'nonTechnical', label: 'View Samples: non-technical subjects' },
  { key: 'technical', label: 'View Samples: technical subjects' },
] as const;

/** /samples: the filterable sample library, plus the configured sample folders (an empty one is not shown). */
export default function SamplesPage() {
  const site = useRuntimeConfig().site;
  const folders = FOLDERS.flatMap((folder) => {
    const url = samplesFolderLink(site, folder.key);
    return url ? [{ ...folder, url }] : [];
  });
  return (
    <section className={layout.section} aria-labelledby="samples-title">
      <div className={layout.container}>
        <h1 id="samples-title" className={layout.pageTitle}>
          Assignment Samples
        </h1>
        <p className={layout.intro}>
          Browse excerpts that show how our writers approach essays, reports, case studies and dissertations. Filter by
          subject, type or level, and ask us for any full sample in your field.
        </p>
        {folders.length > 0 ? (
          <div className={`${layout.actions} ${styles.small}`}>
            {folders.map((folder) => (
              <a
                key={folder.key}
                className={buttonClass({ variant: 'secondary' })}
                href={folder.url}
                {...EXTERNAL_LINK}
              >
                {folder.label}
              </a>
            ))}
          </div>
        ) : null}
        <SampleLibrary />
      </div>
    </section>
  );
}
