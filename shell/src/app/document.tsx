import { useEffect, type ReactNode } from 'react';
import { SITE_DATA_ELEMENT_ID, type SiteData } from './site-data';

/**
 * The whole HTML document, rendered by the composition server and hydrated by the browser as one
 * tree, so React puts every page's title, description and links into <head>. Its data block is
 * JSON, not script: a strict CSP has nothing inline to allow.
 */
interface Props {
  data: SiteData;
  /** `data` as the JSON text in the page: serialised by the server, read back as is by the browser. */
  dataJson: string;
  children: ReactNode;
}

/**
 * Starts the shell's entry once the server's HTML is on screen (`public/start.js`). Were the
 * entry's modules listed in the page, the browser would fetch and run them first, and a phone
 * would show nothing until they had run.
 */
const START_SCRIPT = '/start.js';

export function Document({ data, dataJson, children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="shell" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={SITE_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: dataJson }} />
        <script type="module" src={START_SCRIPT} />
        <HydrationMark />
      </body>
    </html>
  );
}

/** Marks the document once React has taken it over: tests wait for it before they click. */
function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
