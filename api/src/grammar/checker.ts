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
import type { HarperEngine } from './engines/harper';
import type { Finding } from './finding';
import type { Lexicon } from './lexicon/lexicon';
import { settleFollowOns } from './follow-on';
import { mergeFindings } from './merge';
import { casingPlugin, SOURCE, spacingPlugin, spellingPlugin } from './plugins';
import { RULES, rulePriority, type RuleInfo, type RuleKey } from './rules';
import { agreementPlugin } from './rules/agreement';
import { breadthPlugin } from './rules/breadth';
import { collocationsPlugin } from './rules/collocations';
import { structurePlugin } from './rules/structure';
import { confusablesPlugin } from './rules/confusables';
import { pronounCasePlugin } from './rules/pronoun-case';
import { punctuationSpacingPlugin } from './rules/punctuation';
import { quantitiesPlugin } from './rules/quantities';
import { verbFormsPlugin } from './rules/verb-forms';
import { harperOutOfContext as outOfContext } from './harper-context';
import { taggerPlugin, tagsOf, type Tag } from './tagger';
import type { Speller, SuggestionBudget } from './spelling';

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

/** Typical essays have well under 100 unknown words; two-edit searches are the expensive ones. */
export const DEFAULT_BUDGET: Readonly<SuggestionBudget> = { nearby: 150, deep: 8 };
/** The second look at a fixed sentence only needs the grammar rules' own fixes. */
const NO_SUGGESTIONS: Readonly<SuggestionBudget> = { nearby: 0, deep: 0 };

/**
 * The grammar check for one English variant: retext plugins (spelling from the variant's
 * Hunspell dictionary, repeated words, articles, contractions, spacing, capitals), our own
 * grammar rules in the same plugin style, and harper.js. Overlapping findings are merged into
 * one match, and a fix that would bring in a spelling of another variant ("color" for a British
 * writer) is never offered.
 */
export class GrammarChecker {
  readonly #speller: Speller;
  readonly #harper: HarperEngine | undefined;
  readonly #lexicon: Lexicon;
  readonly #processor;

  constructor(speller: Speller, lexicon: Lexicon, harper?: HarperEngine) {
    this.#speller = speller;
    this.#harper = harper;
    this.#lexicon = lexicon;
    this.#processor = unified()
      .use(retextEnglish)
      .use(taggerPlugin)
      .use(retextRepeatedWords)
      .use(retextIndefiniteArticle)
      .use(retextContractions, { straight: true })
      .use(retextSentenceSpacing)
      .use(spacingPlugin)
      .use(punctuationSpacingPlugin)
      .use(casingPlugin)
      .use(agreementPlugin(lexicon))
      .use(quantitiesPlugin(lexicon))
      .use(verbFormsPlugin(lexicon))
      .use(confusablesPlugin(lexicon))
      .use(pronounCasePlugin(lexicon))
      .use(breadthPlugin(lexicon))
      .use(collocationsPlugin(lexicon))
      .use(structurePlugin(lexicon))
      .use(spellingPlugin(speller))
      .freeze();
  }

  get speller(): Speller {
    return this.#speller;
  }

  async check(text: string, options: CheckOptions = {}): Promise<CheckMatch[]> {
    const { findings: own, sentences, tags } = this.#runRules(text, options.budget ?? DEFAULT_BUDGET);
    const fromHarper = (this.#harper ? await this.#harper.lint(text, { sentences }) : []).filter(
      (finding) => !this.#apposition(text, finding) && !outOfContext(text, finding, tags),
    );
    const disabled = options.disabled ?? new Set<string>();
    const off = (finding: Finding) => disabled.has(finding.rule.id) || disabled.has(finding.rule.category.id);
    const all = [...own, ...fromHarper];
    // A disabled rule also silences the other engine's report of the same words ("is is" is
    // both a repeated word for retext and a grammar slip for harper.js).
    const silenced = all.filter(off);
    const kept = all.filter(
      (finding) => !off(finding) && !silenced.some((s) => s.offset < finding.end && finding.offset < s.end),
    );
    const recheck = (sentence: string) =>
      mergeFindings(this.#runRules(sentence, NO_SUGGESTIONS).findings.filter((finding) => !off(finding)));
    const merged = settleFollowOns(text, mergeFindings(kept), sentences, recheck);
    return merged.map((finding) => {
      const { typeName, ...rule } = finding.rule;
      const length = finding.end - finding.offset;
      return {
        message: finding.message,
        shortMessage: finding.shortMessage,
        replacements: this.#inVariant(finding).map((value) => ({ value })),
        offset: finding.offset,
        length,
        context: contextOf(text, finding.offset, length),
        sentence: sentenceAt(sentences, text, finding.offset) ?? '',
        type: { typeName },
        rule: { id: rule.id, description: rule.description, issueType: rule.issueType, category: rule.category },
        ignoreForIncompleteSentence: false,
        contextForSureMatch: 0,
      };
    });
  }

  /**
   * harper.js reads "We nurses work" as "We nurses" (a verb after "we"): a plural noun with a
   * plain verb after it is a noun in apposition, and the finding is dropped.
   */
  #apposition(text: string, finding: Finding): boolean {
    if (finding.rule.category.id !== 'GRAMMAR' || !/^\p{L}+$/u.test(finding.actual)) return false;
    const next = /^\s+(\p{L}+)/u.exec(text.slice(finding.end))?.[1]?.toLowerCase();
    return (
      next !== undefined &&
      this.#lexicon.noun(finding.actual.toLowerCase())?.isPlural === true &&
      this.#lexicon.verb(next)?.forms.has('base') === true &&
      !this.#lexicon.noun(next)?.isPlural
    );
  }

  /** The fixes whose new words this variant's dictionary accepts; at most five. */
  #inVariant(finding: Finding): string[] {
    const typed = new Set(finding.actual.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []);
    return finding.replacements
      .filter((value) => value !== finding.actual)
      .filter((value) =>
        (value.match(/\p{L}[\p{L}'’]*/gu) ?? []).every(
          (word) =>
            typed.has(word.toLowerCase()) || this.#speller.correct(word) || this.#speller.correct(word.toLowerCase()),
        ),
      )
      .slice(0, 5);
  }

  #runRules(
    text: string,
    budget: SuggestionBudget,
  ): { findings: Finding[]; sentences: [number, number][]; tags: Map<number, Tag> } {
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
    const remaining = { ...budget };
    const findings = file.messages
      .map((message) => toFinding(message, text))
      .filter((finding): finding is Finding => finding !== undefined)
      .map((finding) =>
        finding.rule.id === RULES.spelling.id
          ? { ...finding, replacements: this.#speller.suggest(finding.actual, remaining) }
          : finding,
      );
    return { findings, sentences, tags: tagsOf(file) };
  }
}

const SOURCES: Record<string, RuleKey> = {
  'retext-repeated-words': 'repeatedWord',
  'retext-indefinite-article': 'indefiniteArticle',
  'retext-contractions': 'contraction',
  'retext-sentence-spacing': 'sentenceSpacing',
};

const straighten = (value: string) => value.replace(/’/g, "'");

function toFinding(message: VFile['messages'][number], text: string): Finding | undefined {
  const place = message.place;
  if (!place || !('start' in place)) return undefined;
  const offset = place.start.offset;
  const end = place.end.offset;
  if (offset === undefined || end === undefined || end <= offset) return undefined;
  const key = message.source === SOURCE ? (message.ruleId as RuleKey) : SOURCES[message.source ?? ''];
  if (!key || !(key in RULES)) return undefined;
  const actual = text.slice(offset, end);
  let expected = message.expected ?? [];
  if (key === 'repeatedWord') {
    // Keep the first occurrence as typed ("The the" → "The").
    expected = [/^\S+/.exec(actual)?.[0] ?? actual];
  }
  if (key === 'contraction') {
    const wanted = expected[0] ?? '';
    // Straight and curly apostrophes are both fine; only a missing or misplaced one is reported.
    if (straighten(actual) === straighten(wanted)) return undefined;
    expected = [actual.includes('’') ? wanted.replace(/'/g, '’') : straighten(wanted)];
  }
  const own = message.source === SOURCE && message.note !== undefined;
  const wording = own ? { message: message.reason, shortMessage: message.note! } : describe(key, actual, expected);
  return {
    rule: RULES[key],
    priority: rulePriority(key),
    offset,
    end,
    actual,
    replacements: expected,
    ...wording,
    engine: 'rules',
  };
}

function describe(
  rule: RuleKey,
  actual: string,
  expected: readonly string[],
): { message: string; shortMessage: string } {
  const wanted = expected[0] ?? '';
  switch (rule) {
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
      return /['’]/.test(actual)
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
    default:
      return { message: 'Possible spelling mistake found.', shortMessage: 'Spelling mistake' };
  }
}
