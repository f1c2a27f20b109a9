import type { ArticleEntry } from '../article-types';
import { path, rect } from '../tile';

const article: ArticleEntry = {
  slug: 'write-with-ai',
  title: 'Writing with AI Responsibly: A Workflow for Students',
  excerpt:
    'How to use AI tools for planning and feedback without crossing integrity lines: rubric planning, human revision, citation and disclosure.',
  description:
    'A responsible AI writing workflow: rubric-led planning, outlining, drafting, human revision, citing AI in APA 7, Harvard, MLA and Chicago, and disclosure.',
  datePublished: '2025-08-12',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#0e7490',
    to: '#67e8f9',
    shapes: [
      rect(70, 40, 130, 90, { rx: 8, fill: '#fff' }),
      rect(56, 130, 158, 12, { rx: 4, fill: '#cffafe' }),
      rect(84, 56, 80, 8, { rx: 4, fill: '#0e7490' }),
      rect(84, 74, 100, 6, { rx: 3, fill: '#a5f3fc' }),
      rect(84, 88, 90, 6, { rx: 3, fill: '#a5f3fc' }),
      rect(84, 102, 60, 6, { rx: 3, fill: '#a5f3fc' }),
      path('M236 44l6 16 16 6-16 6-6 16-6-16-16-6 16-6z', { fill: '#fff' }),
      path('M258 100l3 8 8 3-8 3-3 8-3-8-8-3 8-3z', { fill: '#ecfeff' }),
    ],
  },
  content: () => import('./content'),
};

export default article;
