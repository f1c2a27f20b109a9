import { serializeJsonLd } from '@shared/domain/seo';

/** One block of structured data, in the server's HTML (a data block: the browser never runs it). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
