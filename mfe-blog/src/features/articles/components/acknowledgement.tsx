import { EXTERNAL_LINK, useRuntimeConfig } from 'shared/core';
import { ACKNOWLEDGEMENT } from '../../../content/article-chrome';
import hidden from '../../../lib/visually-hidden.module.css';

/** Credits the concept originator from the runtime config; an empty link is not rendered. */
export function Acknowledgement() {
  const { site } = useRuntimeConfig();
  const { name, url } = site.conceptOriginator;
  return (
    <>
      <p>
        {ACKNOWLEDGEMENT.conceptIntro}{' '}
        {url ? (
          <a href={url} {...EXTERNAL_LINK}>
            {name}
            <span className={hidden.visuallyHidden}> (opens in a new tab)</span>
          </a>
        ) : (
          name
        )}
        .
      </p>
      <p>{ACKNOWLEDGEMENT.process(site.businessName)}</p>
    </>
  );
}
