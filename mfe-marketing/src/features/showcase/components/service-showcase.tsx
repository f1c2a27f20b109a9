import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from '@shared/platform/router';
import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { buttonClass } from '@shared/ui';
import { SHOWCASE } from '../../../content/home-below-fold';
import { ShowcaseArt } from '../../../lib/art/showcase-art';
import { useHashTarget } from '../../../lib/hash-target';
import layout from '../../../lib/layout.module.css';
import { nextTabIndex } from '../model';
import styles from './service-showcase.module.css';

const PANEL_IDS = SHOWCASE.tabs.map((tab) => `showcase-${tab.key.replace(/\W+/g, '-')}`);

/**
 * The tabbed service showcase: five tabs, starting on essays, with arrow-key navigation. Each tab
 * is a link to its panel, so before the code runs (or without JavaScript) a tap shows the panel
 * through the CSS `:target` rule; once it runs, the tab the visitor chose that way stays chosen.
 */
export function ServiceShowcase() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const base = useId();
  const site = useRuntimeConfig().site;
  const enhanced = useHashTarget(PANEL_IDS, setSelected);

  const select = (event: MouseEvent, index: number) => {
    event.preventDefault();
    setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space activates a tab as it would a button (Enter already follows the link).
    if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
      return;
    }
    const next = nextTabIndex(selected, event.key, SHOWCASE.tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      className={`${layout.section} ${styles.showcase}`}
      aria-labelledby={`${base}-title`}
      data-enhanced={enhanced || undefined}
    >
      <div className={layout.container}>
        <div className={layout.centered}>
          <h2 id={`${base}-title`} className={layout.title}>
            {SHOWCASE.title}
          </h2>
          <p className={layout.intro}>{SHOWCASE.intro}</p>
        </div>
        {/* Arrow keys move between the tabs; the tablist owns that keyboard handling. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div role="tablist" aria-label="Types of work" className={styles.tablist} onKeyDown={onKeyDown}>
          {SHOWCASE.tabs.map((tab, index) => (
            <a
              key={tab.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              href={`#${PANEL_IDS[index]}`}
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={PANEL_IDS[index]}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              data-key={tab.key}
              onClick={(event) => select(event, index)}
            >
              {tab.label}
            </a>
          ))}
        </div>
        {SHOWCASE.tabs.map((tab, index) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={PANEL_IDS[index]}
            aria-labelledby={`${base}-tab-${index}`}
            tabIndex={0}
            hidden={index !== selected}
            className={styles.panel}
          >
            <div className={styles.art}>
              <ShowcaseArt name={tab.art} />
            </div>
            <div>
              <h3 className={styles.panelTitle}>{tab.title}</h3>
              {tab.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <ul className={styles.points}>
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <div className={layout.actions}>
                <Link className={buttonClass()} to="/order">
                  Order {tab.label}
                </Link>
                <a
                  className={buttonClass({ variant: 'secondary' })}
                  href={chatUrl(site, `Hi, I need help with ${tab.label}.`)}
                  {...EXTERNAL_LINK}
                >
                  Chat with an expert
                </a>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
