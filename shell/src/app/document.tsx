import { useEffect, type ReactNode } from 'react';
import { SITE_DATA_ELEMENT_ID, type SiteData } from './site-data';

/**
 * The whole HTML document, rendered by the composition server and hydrated by the browser as one
 * tree, so React puts every page's title, description and links into <head>. Its data block is
 * JSON, not script; its one inline script, the bootstrap, is allowed by its hash in the CSP.
 */
interface Props {
  data: SiteData;
  /** `data` as the JSON text in the page: serialised by the server, read back as is by the browser. */
  dataJson: string;
  /**
   * The bootstrap (`public/start.js`): it starts the shell's entry once the server's HTML is on
   * screen. Were the entry's modules listed in the page, the browser would fetch and run them
   * first, and a phone would show nothing until they had run. Only the largest is preloaded from
   * the head (`data.assets.head`, at low priority): preloading runs nothing. Inline, so that it
   * costs no request and its preloads start one round trip sooner. The browser reads it back from
   * the page.
   */
  startScript: string;
  children: ReactNode;
}

export const START_SCRIPT_ELEMENT_ID = 'start';

/** `public/favicon.svg`, in the page: one request fewer on every first load. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/>' +
    '<path d="M7 12l9-5 9 5-9 5z" fill="#fff"/><path d="M11 15v5c0 2 10 2 10 0v-5l-5 3z" fill="#f59e0b"/></svg>',
)}`;

export function Document({ data, dataJson, startScript, children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="shell" />
        ))}
        {data.assets.head.map((href) => (
          <link key={href} rel="modulepreload" href={href} crossOrigin="" fetchPriority="low" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={SITE_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: dataJson }} />
        <script type="module" id={START_SCRIPT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: startScript }} />
        <HydrationMark />
      </body>
    </html>
  );
}

/** Marks the document once React has taken it over: tests wait for it before they click. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    // From here the page works: `pnpm bench` (and field measurement) read the window from the
    // first paint to this mark.
    performance.mark('site:hydrated');
  }, []);
  return null;
}
