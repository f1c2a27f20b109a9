import type { ArticleEntry } from '../article-types';
import { circle, path, rect } from '../tile';

const article: ArticleEntry = {
  slug: 'time-management-assignment',
  title: 'A 7-Day Time-Management Plan for Any Assignment',
  excerpt:
    'A day-by-day plan with Pomodoro cycles, task batching and a built-in buffer, so deadlines stop arriving as surprises.',
  description:
    'Plan any assignment in seven days: Pomodoro cycles, a 20% time buffer, task batching, weekly templates and fixes for common time traps.',
  datePublished: '2025-07-25',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#7c3aed',
    to: '#c4b5fd',
    shapes: [
      circle(130, 92, 56, { fill: '#fff' }),
      circle(130, 92, 48, { fill: 'none', stroke: '#7c3aed', strokeWidth: 4 }),
      path('M130 60v32l22 14', { stroke: '#7c3aed', strokeWidth: 6, strokeLinecap: 'round', fill: 'none' }),
      rect(196, 52, 74, 80, { rx: 8, fill: '#fff' }),
      rect(196, 52, 74, 18, { rx: 8, fill: '#a78bfa' }),
      // A calendar of nine days, the seventh marked.
      ...Array.from({ length: 9 }, (_, i) =>
        rect(206 + (i % 3) * 20, 80 + Math.floor(i / 3) * 16, 12, 10, { rx: 2, fill: i === 6 ? '#7c3aed' : '#ede9fe' }),
      ),
    ],
  },
  content: () => import('./content'),
};

export default article;
