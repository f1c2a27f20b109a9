/** The articles' public face: the article view and the article model (blocks, contents, dates, links). */
export { ArticleView } from './components/article-view';
export {
  type Article,
  type ArticleContent,
  type ArticleEntry,
  type ArticleSection,
  type ArticleSummary,
  articleLinks,
  articleTexts,
  articleWordCount,
  type Block,
  type FaqItem,
  formatArticleDate,
  HERO_SIZE,
  type Inline,
  type RichText,
  slugFromPath,
  tableOfContents,
  type TextBlock,
} from './model';
