import { useRuntimeConfig } from 'shared/core';

/** React 19 hoists these into <head>; one per page, rendered by the route that owns the page. */
export function DocumentMeta({ title, description }: { title: string; description: string }) {
  const { site } = useRuntimeConfig();
  return (
    <>
      <title>{`${title} | ${site.businessName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
