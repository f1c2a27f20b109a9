import { EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass, VisuallyHidden } from '@shared/ui';
import { SUBJECT_LISTS } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { samplesFolderLink } from '../../samples';
import styles from './home.module.css';

/** Non-technical and technical subjects, each with its View Samples folder when one is configured. */
export function SubjectLists() {
  const site = useRuntimeConfig().site;
  return (
    <section className={layout.section} aria-labelledby="subjects-title">
      <div className={layout.container}>
        <div className={layout.centered}>
          <h2 id="subjects-title" className={layout.title}>
            {SUBJECT_LISTS.title}
          </h2>
          <p className={layout.intro}>{SUBJECT_LISTS.intro}</p>
        </div>
        <div className={layout.grid2}>
          {SUBJECT_LISTS.lists.map((list) => {
            const samples = samplesFolderLink(site, list.key);
            return (
              <article key={list.key} className={`${layout.card} ${styles.subjects}`}>
                <h3 className={layout.cardTitle}>{list.title}</h3>
                <ul className={styles.subjectList}>
                  {list.subjects.map((subject) => (
                    <li key={subject}>{subject}</li>
                  ))}
                </ul>
                {samples ? (
                  <a className={buttonClass({ variant: 'secondary' })} href={samples} {...EXTERNAL_LINK}>
                    View Samples <VisuallyHidden>of {list.title.toLowerCase()}</VisuallyHidden>
                  </a>
                ) : null}
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
