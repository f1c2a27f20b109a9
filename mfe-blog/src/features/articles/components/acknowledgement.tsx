import { EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { ACKNOWLEDGEMENT } from '../../../content/article-chrome';

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
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
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
