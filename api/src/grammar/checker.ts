import nspell from 'nspell';
import type { Sentence } from 'nlcst';
import retextContractions from 'retext-contractions';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import retextSentenceSpacing from 'retext-sentence-spacing';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { contextOf, sentenceAt } from './context';
import { casingPlugin, SOURCE, spacingPlugin, spellingPlugin } from './plugins';
import { RULE_PRIORITY, RULES, type RuleInfo, type RuleKey } from './rules';
import { Speller, type SuggestionBudget } from './spelling';
import { wordCounts } from './word-frequency';

/** One problem found in the text, in LanguageTool's match shape. */
export interface CheckMatch {
  message: string;
  shortMessage: string;
  replacements: { value: string }[];
  offset: number;
  length: number;
  context: { text: string; offset: number; length: number };
  sentence: string;
  type: { typeName: RuleInfo['typeName'] };
  rule: Omit<RuleInfo, 'typeName'>;
  ignoreForIncompleteSentence: boolean;
  contextForSureMatch: number;
}

export interface CheckOptions {
  /** Rule ids (`HUNSPELL_RULE`) and category ids (`TYPOS`) to leave out. */
  disabled?: ReadonlySet<string>;
  /**
   * How much uncached suggestion work this request may do; unknown words past it come back
   * without replacements. Keeps the cost of one request bounded.
   */
  budget?: SuggestionBudget;
}

interface Finding {
  rule: RuleKey;
  offset: number;
  end: number;
  actual: string;
  expected: readonly string[];
}

/** Typical essays have well under 100 unknown words; two-edit searches are the expensive ones. */
export const DEFAULT_BUDGET: Readonly<SuggestionBudget> = { nearby: 150, deep: 8 };

export class GrammarChecker {
  readonly #speller: Speller;
  readonly #processor;

  constructor(speller: Speller) {
    this.#speller = speller;
    this.#processor = unified()
      .use(retextEnglish)
      .use(retextRepeatedWords)
      .use(retextIndefiniteArticle)
      .use(retextContractions, { straight: true })
      .use(retextSentenceSpacing)
      .use(spacingPlugin)
      .use(casingPlugin)
      .use(spellingPlugin(speller))
      .freeze();
  }

  get speller(): Speller {
    return this.#speller;
  }

  check(text: string, options: CheckOptions = {}): CheckMatch[] {
    const file = new VFile(text);
    const tree = this.#processor.parse(file);
    // Each finding is a VFileMessage, an Error: capturing thousands of stack traces nobody reads
    // was most of the time spent on long, error-dense texts.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      this.#processor.runSync(tree, file);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }

    const sentences: [number, number][] = [];
    visit(tree, 'SentenceNode', (node: Sentence) => {
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) sentences.push([start.offset, end.offset]);
    });

    const disabled = options.disabled ?? new Set<string>();
    const findings = keepStrongest(
      file.messages
        .map(toFinding)
        .filter((finding): finding is Finding => finding !== undefined)
        .filter(({ rule }) => !disabled.has(RULES[rule].id) && !disabled.has(RULES[rule].category.id)),
    );

    const budget = { ...(options.budget ?? DEFAULT_BUDGET) };
    return findings.map((finding) => {
      const replacements =
        finding.rule === 'spelling' ? this.#speller.suggest(finding.actual, budget) : finding.expected;
      const { typeName, ...rule } = RULES[finding.rule];
      const length = finding.end - finding.offset;
      return {
        ...wording(finding),
        replacements: replacements.map((value) => ({ value })),
        offset: finding.offset,
        length,
        context: contextOf(text, finding.offset, length),
        sentence: sentenceAt(sentences, text, finding.offset) ?? '',
        type: { typeName },
        rule,
        ignoreForIncompleteSentence: false,
        contextForSureMatch: 0,
      };
    });
  }
}

const SOURCES: Record<string, RuleKey> = {
  'retext-repeated-words': 'repeatedWord',
  'retext-indefinite-article': 'indefiniteArticle',
  'retext-contractions': 'contraction',
  'retext-sentence-spacing': 'sentenceSpacing',
};

const straighten = (value: string) => value.replace(/’/g, "'");

function toFinding(message: VFile['messages'][number]): Finding | undefined {
  const place = message.place;
  if (!place || !('start' in place)) return undefined;
  const offset = place.start.offset;
  const end = place.end.offset;
  if (offset === undefined || end === undefined || end <= offset) return undefined;
  const rule = message.source === SOURCE ? (message.ruleId as RuleKey) : SOURCES[message.source ?? ''];
  if (!rule || !(rule in RULES)) return undefined;
  const actual = message.actual ?? '';
  let expected = message.expected ?? [];
  if (rule === 'repeatedWord') {
    // Keep the first occurrence as typed ("The the" → "The").
    expected = [/^\S+/.exec(actual)?.[0] ?? actual];
  }
  if (rule === 'contraction') {
    const wanted = expected[0] ?? '';
    // Straight and curly apostrophes are both fine; only a missing or misplaced one is reported.
    if (straighten(actual) === straighten(wanted)) return undefined;
    expected = [actual.includes('’') ? wanted.replace(/'/g, '’') : straighten(wanted)];
  }
  return { rule, offset, end, actual, expected };
}

/** Where findings overlap, keeps the one from the more specific rule; the result is in text order. */
function keepStrongest(findings: Finding[]): Finding[] {
  const ranked = [...findings].sort(
    (a, b) => RULE_PRIORITY.indexOf(a.rule) - RULE_PRIORITY.indexOf(b.rule) || a.offset - b.offset,
  );
  // Kept findings never overlap, so sorted by offset only the neighbours of a newcomer can clash.
  const kept: Finding[] = [];
  for (const finding of ranked) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (kept[middle]!.offset < finding.offset) low = middle + 1;
      else high = middle;
    }
    const before = kept[low - 1];
    const after = kept[low];
    if (before && before.end > finding.offset) continue;
    if (after && after.offset < finding.end) continue;
    kept.splice(low, 0, finding);
  }
  return kept;
}

function wording(finding: Finding): { message: string; shortMessage: string } {
  const wanted = finding.expected[0] ?? '';
  switch (finding.rule) {
    case 'spelling':
      return { message: 'Possible spelling mistake found.', shortMessage: 'Spelling mistake' };
    case 'repeatedWord':
      return { message: 'Possible typo: you repeated a word.', shortMessage: 'Word repetition' };
    case 'indefiniteArticle':
      return wanted.toLowerCase() === 'an'
        ? {
            message:
              'Use “an” instead of “a” if the following word starts with a vowel sound, e.g. “an article”, “an hour”.',
            shortMessage: 'Wrong article',
          }
        : {
            message:
              'Use “a” instead of “an” if the following word doesn’t start with a vowel sound, e.g. “a sentence”, “a university”.',
            shortMessage: 'Wrong article',
          };
    case 'contraction':
      return /['’]/.test(finding.actual)
        ? {
            message: `Did you mean “${wanted}”? The apostrophe is in the wrong place.`,
            shortMessage: 'Misplaced apostrophe',
          }
        : { message: `Did you mean “${wanted}”? The apostrophe is missing.`, shortMessage: 'Missing apostrophe' };
    case 'sentenceSpacing':
      return { message: 'Possible typo: you repeated a whitespace.', shortMessage: 'Extra space' };
    case 'sentenceStart':
      return { message: 'This sentence does not start with an uppercase letter.', shortMessage: 'Capitalization' };
    case 'lowercaseI':
      return { message: 'The pronoun “I” is always written as a capital letter.', shortMessage: 'Capitalization' };
  }
}

/** Builds a checker from a Hunspell dictionary (`{ aff, dic }`, as the dictionary-* packages export). */
export function createChecker(dictionary: { aff: Uint8Array; dic: Uint8Array }): GrammarChecker {
  const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spell = nspell({ aff: toBuffer(dictionary.aff), dic: toBuffer(dictionary.dic) });
  return new GrammarChecker(new Speller(spell, { counts: wordCounts() }));
}
