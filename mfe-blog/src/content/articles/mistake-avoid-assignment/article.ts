import type { ArticleEntry } from '../article-types';
import { path, rect } from '../tile';

const article: ArticleEntry = {
  slug: 'mistake-avoid-assignment',
  title: 'Top 10 Mistakes to Avoid in Assignment Writing',
  excerpt:
    'The ten errors that cost students the most marks, with before-and-after examples and a checklist to run before you submit.',
  description:
    'The ten most common assignment-writing mistakes, from weak introductions to citation slips, with examples, fixes and a pre-submission checklist.',
  datePublished: '2025-07-08',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#b91c1c',
    to: '#fb923c',
    shapes: [
      rect(96, 26, 128, 136, { rx: 8, fill: '#fff' }),
      // Four lines of a marked page: crossed out, ticked, crossed out, ticked.
      ...[50, 80, 110, 140].flatMap((y, i) => [
        rect(140, y - 4, 70, 8, { rx: 4, fill: '#fecaca' }),
        i % 2 === 0
          ? path(`M112 ${y - 8}l14 14m0-14l-14 14`, { stroke: '#dc2626', strokeWidth: 4, strokeLinecap: 'round' })
          : path(`M111 ${y}l6 6 11-13`, { stroke: '#16a34a', strokeWidth: 4, fill: 'none', strokeLinecap: 'round' }),
      ]),
    ],
  },
  content: () => import('./content'),
};

export default article;
