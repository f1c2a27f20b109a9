/** The tools index: one card per tool. Headings come from the section's routes so the two never disagree. */
import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';

export interface ToolCard {
  path: string;
  name: string;
  description: string;
  /** A short tag shown on the card: what kind of tool it is. */
  kind: 'Writing' | 'Maths';
}

const card = (path: string, kind: ToolCard['kind'], description: string): ToolCard => ({
  path,
  name: findRoute(ROUTES, path)?.heading ?? path,
  description,
  kind,
});

export const TOOL_CARDS: readonly ToolCard[] = [
  card('/grammar-checker', 'Writing', 'Find spelling, grammar and style issues and fix them with one click.'),
  card('/paraphrasing-tool', 'Writing', 'Reword a passage with synonyms you can review and change word by word.'),
  card('/plagiarism-checker', 'Writing', 'Compare your text with the sources you paste and see the shared wording.'),
  card(
    '/essay-checker',
    'Writing',
    'Word counts, readability scores, long sentences, passive voice and grammar in one report.',
  ),
  card('/essay-typer', 'Writing', 'Turn a topic into an essay outline with word budgets and writing prompts.'),
  card(
    '/factoring-calculator',
    'Maths',
    'All factors, the prime factorisation and the factor pairs of a whole number.',
  ),
  card('/free-factoring-calculator', 'Maths', 'The fraction, continued fraction and closed form behind a decimal.'),
  card('/equation-solver', 'Maths', 'Solve linear, quadratic and cubic equations with exact and decimal roots.'),
];

export function toolHeading(path: string): string {
  return findRoute(ROUTES, path)?.heading ?? '';
}
