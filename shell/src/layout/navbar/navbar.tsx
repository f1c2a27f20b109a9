import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'shared/router';
import { EXTERNAL_LINK, useRuntimeConfig } from 'shared/core';
import { VisuallyHidden } from 'shared/ui';
import { DisclosureMenu } from './disclosure-menu';
import { AFTER_MENU_LINKS, ASSIGNMENT_CATEGORIES, externalServiceUrl, MAIN_LINKS, TOOL_LINKS } from './nav-data';
import { useOutsideDismiss } from './use-dismiss';
import styles from './navbar.module.css';

const NEW_TAB = ' (opens in a new tab)';

/** Fixed top bar; below 960 px the links move into a slide-in panel behind a menu button. */
export function Navbar() {
  const { site } = useRuntimeConfig();
  const { pathname } = useLocation();
  // The panel is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const panelOpen = openOn === pathname;
  const setPanelOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closePanel = useCallback(() => setPanelOpen(false), [setPanelOpen]);
  useOutsideDismiss(headerRef, panelOpen, closePanel);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && panelOpen) {
      setPanelOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    // Escape anywhere in the open panel closes it and returns focus to the menu button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header ref={headerRef} className={styles.header} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#1d4ed8" />
            <path d="M7 12l9-5 9 5-9 5z" fill="#fff" />
            <path d="M11 15v5c0 2 10 2 10 0v-5l-5 3z" fill="#f59e0b" />
          </svg>
          <span>{site.businessName}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.panelToggle}
          aria-expanded={panelOpen}
          aria-controls="site-nav"
          onClick={() => setPanelOpen(!panelOpen)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <VisuallyHidden>{panelOpen ? 'Close menu' : 'Open menu'}</VisuallyHidden>
        </button>
        <nav id="site-nav" aria-label="Main" className={styles.nav} data-open={panelOpen}>
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <DisclosureMenu label="Services">
              <DisclosureMenu label="Assignment Assistance" nested>
                {ASSIGNMENT_CATEGORIES.map((category) => (
                  <DisclosureMenu key={category.slug} label={category.label} nested>
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
            <DisclosureMenu label="Academic Tools">
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
