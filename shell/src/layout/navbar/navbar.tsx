import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@shared/platform/router';
import { EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { BackToTop } from '../back-to-top';
import { ChatButton } from '../chat-button';
import { DisclosureMenu, useCloseOnNavigation } from './disclosure-menu';
import { AFTER_MENU_LINKS, ASSIGNMENT_CATEGORIES, externalServiceUrl, MAIN_LINKS, TOOL_LINKS } from './nav-data';
import styles from './navbar.module.css';

const NEW_TAB = ' (opens in a new tab)';

/**
 * Fixed top bar; below 1280 px the links move into a slide-in panel behind a menu button. The panel
 * is a popover the button opens natively (before hydration and without JavaScript too), and the
 * browser closes it on Escape or a tap outside, returning focus to the button. The bar's dock holds
 * the chat and back-to-top buttons: in the band the page keeps for the bar, they cover nothing.
 */
export function Navbar() {
  const { site } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // Mirrors the popover, which is the truth: it may have been opened before hydration. Until the
  // page runs (null) the browser itself tells assistive technology whether the panel is open.
  const [panelOpen, setPanelOpen] = useState<boolean | null>(null);
  const closePanel = useCallback(() => {
    if (navRef.current?.matches(':popover-open')) navRef.current.hidePopover();
  }, []);
  // Following a link closes the panel.
  useCloseOnNavigation(pathname, closePanel);
  useEffect(() => setPanelOpen(navRef.current?.matches(':popover-open') ?? false), []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#1d4ed8" />
            <path d="M7 12l9-5 9 5-9 5z" fill="#fff" />
            <path d="M11 15v5c0 2 10 2 10 0v-5l-5 3z" fill="#f59e0b" />
          </svg>
          <span className={styles.brandName}>{site.businessName}</span>
        </Link>
        <div className={styles.dock}>
          <BackToTop />
          <ChatButton />
        </div>
        <button
          type="button"
          className={styles.panelToggle}
          popoverTarget="site-nav"
          aria-expanded={panelOpen ?? undefined}
          aria-controls="site-nav"
        >
          <span className={styles.burger} aria-hidden="true" />
          <VisuallyHidden>{panelOpen ? 'Close menu' : 'Open menu'}</VisuallyHidden>
        </button>
        <nav
          ref={navRef}
          id="site-nav"
          aria-label="Main"
          className={styles.nav}
          popover="auto"
          onToggle={(event) => setPanelOpen(event.newState === 'open')}
        >
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <DisclosureMenu label="Services" group="site-menu">
              <DisclosureMenu label="Assignment Assistance" group="site-menu-services" nested>
                {ASSIGNMENT_CATEGORIES.map((category) => (
                  <DisclosureMenu key={category.slug} label={category.label} group="site-menu-subjects" nested>
                    {category.topics.map((topic) => (
                      <li key={topic}>
                        <a
                          className={styles.dropdownLink}
                          href={externalServiceUrl(site.externalSite, category.slug, topic)}
                          {...EXTERNAL_LINK}
                        >
                          {topic}
                          <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                        </a>
                      </li>
                    ))}
                  </DisclosureMenu>
                ))}
              </DisclosureMenu>
              <li>
                <a
                  className={styles.dropdownLink}
                  href={externalServiceUrl(site.externalSite, 'study-abroad-guidance')}
                  {...EXTERNAL_LINK}
                >
                  Study Abroad Guidance
                  <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                </a>
              </li>
              <li>
                <Link className={styles.dropdownLink} to="/services">
                  All writing services
                </Link>
              </li>
            </DisclosureMenu>
            <DisclosureMenu label="Academic Tools" group="site-menu">
              {TOOL_LINKS.map((tool) => (
                <li key={tool.to}>
                  <Link className={styles.dropdownLink} to={tool.to}>
                    {tool.label}
                  </Link>
                </li>
              ))}
            </DisclosureMenu>
            {AFTER_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/order" className={styles.orderNow}>
            Order Now
          </Link>
        </nav>
      </div>
    </header>
  );
}
