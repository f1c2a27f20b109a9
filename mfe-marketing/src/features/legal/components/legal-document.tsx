import { Fragment, useEffect, useId, useRef } from 'react';
import { useLocation } from '@shared/platform/router';
import { telUrl, useRuntimeConfig, type SiteDetails } from '@shared/platform/core';
import { formatLongDate } from '@shared/domain/format';
import type { LegalBlock, LegalDocument } from '../../../content/legal';
import layout from '../../../lib/layout.module.css';
import pageStyles from '../../../pages/page.module.css';
import { fillSiteDetails, tableOfContents } from '../model';
import styles from './legal-document.module.css';

interface Props {
  heading: string;
  document: LegalDocument;
}

/** A legal page: heading, effective date, a table of contents of in-page anchors, then the sections. */
export function LegalDocumentView({ heading, document }: Props) {
  const site = useRuntimeConfig().site;
  const base = useId();
  const titleId = `${base}-title`;
  const tocId = `${base}-toc`;
  const toc = tableOfContents(document);
  useScrollToHash();

  return (
    <article className={layout.section} aria-labelledby={titleId}>
      <div className={layout.container}>
        <h1 id={titleId} className={layout.pageTitle}>
          {heading}
        </h1>
        {document.effective ? (
          <p className={pageStyles.effective}>
            Effective <time dateTime={document.effective}>{formatLongDate(document.effective)}</time>
          </p>
        ) : null}
        <p className={layout.intro}>{fillSiteDetails(document.summary, site)}</p>
        <div className={pageStyles.legal}>
          <nav className={pageStyles.toc} aria-labelledby={tocId}>
            <h2 id={tocId}>On this page</h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.title}</a>
                  {entry.children.length > 0 ? (
                    <ol>
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <a href={`#${child.id}`}>{child.title}</a>
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
          <div className={`${layout.prose} ${styles.body}`}>
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <Blocks blocks={section.blocks} site={site} />
                {section.subsections?.map((sub) => (
                  <Fragment key={sub.id}>
                    <h3 id={sub.id}>{sub.title}</h3>
                    <Blocks blocks={sub.blocks} site={site} />
                  </Fragment>
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}

function Blocks({ blocks, site }: { blocks: readonly LegalBlock[]; site: SiteDetails }) {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case 'paragraph':
        return <p key={key}>{fillSiteDetails(block.text, site)}</p>;
      case 'list':
        return (
          <ul key={key}>
            {block.items.map((item) => (
              <li key={item}>{fillSiteDetails(item, site)}</li>
            ))}
          </ul>
        );
      case 'definitions':
        return (
          <dl key={key} className={styles.definitions}>
            {block.items.map((item) => (
              <div key={item.term}>
                <dt>{item.term}</dt>
                <dd>{fillSiteDetails(item.meaning, site)}</dd>
              </div>
            ))}
          </dl>
        );
      case 'contact':
        return <ContactLine key={key} channel={block.channel} label={block.label} site={site} />;
    }
  });
}

function ContactLine({ channel, label, site }: { channel: 'email' | 'phone'; label: string; site: SiteDetails }) {
  if (channel === 'email') {
    const email = site.emails[0];
    return (
      <p className={styles.contact}>
        {label} <a href={`mailto:${email}`}>{email}</a>
      </p>
    );
  }
  return (
    <p className={styles.contact}>
      {label}:{' '}
      {site.phones.map((phone, index) => (
        <Fragment key={phone}>
          {index > 0 ? ' or ' : null}
          <a href={telUrl(phone)}>{phone}</a>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * A deep link such as /refund#cancellations can arrive before this lazily loaded page has rendered
 * (a client-side navigation, or a page the server left to the browser), so the browser cannot
 * scroll to it; scroll once the heading exists. When the server rendered the page, the browser has
 * already scrolled there, and the visitor may have scrolled on since: that is never undone.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const firstRun = first.current;
    first.current = false;
    if (firstRun && window.scrollY !== 0) return;
    let id = '';
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed %-escape names no element
    }
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);
}
