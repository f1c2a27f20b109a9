import type { ArticleEntry } from '../article-types';
import { circle, path, rect, text } from '../tile';

const article: ArticleEntry = {
  slug: 'plagiarismfree',
  title: 'How to Write Plagiarism-Free Assignments',
  excerpt:
    'Similarity versus plagiarism, paraphrasing that really is your own, common knowledge, and a workflow that keeps every source credited.',
  description:
    'Write plagiarism-free assignments: similarity versus plagiarism, types of plagiarism, the read-hide-write-check paraphrase method and citation styles.',
  datePublished: '2025-08-29',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#b45309',
    to: '#fcd34d',
    shapes: [
      rect(80, 34, 120, 120, { rx: 8, fill: '#fff' }),
      text(96, 96, '“', { fontSize: 64, fontFamily: 'Georgia, serif', fill: '#f59e0b' }),
      rect(100, 104, 80, 6, { rx: 3, fill: '#fde68a' }),
      rect(100, 118, 60, 6, { rx: 3, fill: '#fde68a' }),
      circle(206, 104, 30, { fill: 'none', stroke: '#fff', strokeWidth: 8 }),
      path('M228 126l24 24', { stroke: '#fff', strokeWidth: 10, strokeLinecap: 'round' }),
    ],
  },
  content: () => import('./content'),
};

export default article;
