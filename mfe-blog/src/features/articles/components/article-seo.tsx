import { useRuntimeConfig } from '@shared/platform/core';
import { articleBreadcrumbJsonLd, articleJsonLd, faqJsonLd, serializeJsonLd } from '../json-ld';
import type { Article } from '../model';

interface Props {
  article: Article;
  heroUrl: string;
  wordCount: number;
}

/**
 * Open Graph tags and structured data for an article. React 19 hoists the `<meta>` elements into
 * <head>. The title, meta description, canonical URL and the Open Graph basics belong to the shell.
 */
export function ArticleSeo({ article, heroUrl, wordCount }: Props) {
  const { site } = useRuntimeConfig();
  const origin = site.siteUrl;
  const url = `${origin}/blog/${article.slug}`;
  const articleData = articleJsonLd(article, {
    url,
    image: heroUrl,
    businessName: site.businessName,
    origin,
    wordCount,
  });
  const faqData = faqJsonLd(article);
  const breadcrumbData = articleBreadcrumbJsonLd(article, { url, origin });
  return (
    <>
      <meta property="og:type" content="article" />
      <meta property="og:image" content={heroUrl} />
      <meta property="og:image:alt" content={article.heroAlt} />
      <meta property="article:published_time" content={article.datePublished} />
      <meta property="article:modified_time" content={article.dateModified} />
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json">{serializeJsonLd(articleData)}</script>
      {faqData ? <script type="application/ld+json">{serializeJsonLd(faqData)}</script> : null}
      <script type="application/ld+json">{serializeJsonLd(breadcrumbData)}</script>
    </>
  );
}
