import type { ArticleEntry } from '../article-types';
import { circle, path } from '../tile';

const article: ArticleEntry = {
  slug: 'mental-health-guide',
  title: 'Mental Health in Education: A Student Guide to Stress and Coping',
  excerpt:
    'What academic stress looks like, why it builds, and practical routines for sleep, study and exams that protect your wellbeing.',
  description:
    'A practical guide to student mental health: warning signs, drivers of stress and anxiety, coping routines, exam strategies and where to find support.',
  datePublished: '2025-06-20',
  dateModified: '2025-09-15',
  hero: { url: new URL('./hero.svg?no-inline', import.meta.url).href },
  tile: {
    from: '#047857',
    to: '#6ee7b7',
    shapes: [
      circle(160, 92, 58, { fill: '#ecfdf5' }),
      path('M160 130c-26-18-42-32-42-50a21 21 0 0 1 42-6 21 21 0 0 1 42 6c0 18-16 32-42 50z', { fill: '#10b981' }),
      path('M60 150c20-30 40-30 60 0M200 150c20-30 40-30 60 0', { stroke: '#fff', strokeWidth: 5, fill: 'none' }),
    ],
  },
  content: () => import('./content'),
};

export default article;
