import type { PageRoute } from '@shared/contracts';

/** The pages this section serves: it publishes them in its contract; the shell learns them at runtime. */
export const ROUTES: PageRoute[] = [
  {
    path: '/tools',
    page: 'tools-index',
    title: 'Free Academic Tools',
    heading: 'Free Academic Tools',
    description:
      'Free grammar checker, paraphraser, similarity checker, essay checker, outline builder, factoring calculators and equation solver.',
    indexable: true,
  },
  {
    path: '/grammar-checker',
    page: 'grammar-checker',
    title: 'Free Grammar Checker',
    heading: 'Grammar Checker',
    description: 'Check spelling, grammar and style in your writing for free.',
    indexable: true,
  },
  {
    path: '/paraphrasing-tool',
    page: 'paraphrasing-tool',
    title: 'Free Paraphrasing Tool',
    heading: 'Paraphrasing Tool',
    description: 'Rephrase sentences with synonym suggestions you can choose from.',
    indexable: true,
  },
  {
    path: '/plagiarism-checker',
    page: 'plagiarism-checker',
    title: 'Similarity (Plagiarism) Checker',
    heading: 'Plagiarism Checker',
    description: 'Compare your text with the sources you paste and see the overlapping wording.',
    indexable: true,
  },
  {
    path: '/essay-checker',
    page: 'essay-checker',
    title: 'Free Essay Checker',
    heading: 'Essay Checker',
    description: 'Word counts, readability scores, long sentences, passive voice, repeated words and grammar issues.',
    indexable: true,
  },
  {
    path: '/essay-typer',
    page: 'essay-typer',
    title: 'Essay Outline Builder (Essay Typer)',
    heading: 'Essay Typer',
    description: 'Build an essay outline with word allocations and writing prompts from a topic.',
    indexable: true,
  },
  {
    path: '/factoring-calculator',
    page: 'factoring-calculator',
    title: 'Factoring Calculator',
    heading: 'Factoring Calculator',
    description: 'All factors, the prime factorisation and the factor pairs of a positive integer.',
    indexable: true,
  },
  {
    path: '/free-factoring-calculator',
    page: 'free-factoring-calculator',
    title: 'Free Factoring Calculator',
    heading: 'Free Factoring Calculator',
    description: 'Rational form, continued fraction and closed forms of a decimal number.',
    indexable: true,
  },
  {
    path: '/equation-solver',
    page: 'equation-solver',
    title: 'Equation Solver',
    heading: 'Equation Solver',
    description: 'Solve linear, quadratic and cubic equations, with exact, decimal and complex roots.',
    indexable: true,
  },
];
