import type { ArticleEntry } from '../article-types';
import { path, rect } from '../tile';

const article: ArticleEntry = {
  slug: 'academic-assignment-structure',
  title: 'How to Structure an Academic Assignment',
  excerpt:
    'From decoding the prompt to the final proofread: a section-by-section blueprint for essays and reports that markers can follow.',
  description:
    'A step-by-step guide to structuring academic assignments: prompt analysis, planning, introductions, thesis statements, body paragraphs, IMRaD and referencing.',
  datePublished: '2025-06-02',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#1d4ed8',
    to: '#60a5fa',
    shapes: [
      rect(108, 30, 104, 130, { rx: 8, fill: '#fff' }),
      rect(122, 46, 76, 10, { rx: 3, fill: '#1d4ed8' }),
      rect(122, 66, 60, 6, { rx: 3, fill: '#93c5fd' }),
      rect(122, 80, 70, 6, { rx: 3, fill: '#bfdbfe' }),
      rect(122, 98, 60, 6, { rx: 3, fill: '#93c5fd' }),
      rect(122, 112, 70, 6, { rx: 3, fill: '#bfdbfe' }),
      rect(122, 130, 50, 6, { rx: 3, fill: '#93c5fd' }),
      path('M96 54h-20v96h20M224 54h20v96h-20', { stroke: '#fff', strokeWidth: 4, fill: 'none', opacity: 0.7 }),
    ],
  },
  content: () => import('./content'),
};

export default article;
