import type { CorpusName, CorpusText } from './corpus';
import type { Match } from './evaluation';

/**
 * The precision gate (issue #36): every rule, ours and harper.js's, is run over bodies of correct
 * English (`corpus.ts`), and every match there is a false alarm. A rule may flag at most its limit,
 * in matches per 1,000 sentences; a rule over it is switched off or narrowed until it is not.
 *
 * The limit is one match per 1,000 sentences (0.1 %) for grammar and confused-word rules: a
 * student's essay has 50 to 100 sentences, so a rule at the limit wrongly flags one essay in ten
 * or more, and the forty-odd rules together stay near the 4 % of correct sentences that the
 * checker may flag. Spelling is measured on the site's copy only (WordNet's examples are full of
 * rare words and names, which is what the spelling rule is for), with a limit of its own.
 */
export const DEFAULT_LIMIT = 1;

export const RULE_LIMITS: Readonly<Record<string, { limit: number; corpora?: readonly CorpusName[]; why: string }>> = {
  HUNSPELL_RULE: {
    limit: 20,
    corpora: ['site'],
    why:
      'unknown words: measured on the site copy only (WordNet is a dictionary of rare words by design); the copy ' +
      'has recent coinages and terms the dictionaries lack (roadmap, chatbot, patchwriting, monopsony, Turnitin), ' +
      'about 15 in 1,000 sentences, which an unknown-word rule is right to query',
  },
  UPPERCASE_SENTENCE_START: {
    limit: 2,
    why: 'lists and glosses that start with a symbol or a lower-case name (“pH”, “iPhone”)',
  },
};

export const limitOf = (rule: string) => RULE_LIMITS[rule]?.limit ?? DEFAULT_LIMIT;
const countsOn = (rule: string, corpus: CorpusName) => RULE_LIMITS[rule]?.corpora?.includes(corpus) ?? true;

/** Sentences in a text, counted at a full stop, question or exclamation mark before a space or the end. */
export const sentenceCount = (text: string) => Math.max(1, text.match(/[.!?]["”)]?(?=\s+\p{Lu}|\s*$)/gu)?.length ?? 1);

export interface RuleCount {
  flags: number;
  /** The sentences measured for this rule (spelling counts on the site copy only). */
  sentences: number;
  /** A few of the flagged texts, for the bench's report. */
  examples: string[];
}

export interface PrecisionReport {
  sentences: number;
  words: number;
  byRule: Map<string, RuleCount>;
}

/** Texts are checked together, a paragraph each, up to about this many characters: far fewer calls. */
const BATCH = 4_000;

/**
 * Runs `check` over the texts and counts each rule's matches (all of them false alarms). Texts of
 * one language are joined into paragraphs of a batch, and each match is given back to its text.
 */
export async function measureRules(
  texts: readonly CorpusText[],
  check: (text: string, language: CorpusText['language']) => Promise<readonly Match[]>,
): Promise<PrecisionReport> {
  const sentencesIn: Record<CorpusName, number> = { 'wordnet-examples': 0, 'wordnet-glosses': 0, site: 0 };
  let words = 0;
  const flagged: { rule: string; corpus: CorpusName; text: string; actual: string }[] = [];
  const flush = async (batch: CorpusText[]) => {
    if (batch.length === 0) return;
    const starts: number[] = [];
    let joined = '';
    for (const text of batch) {
      if (joined) joined += '\n\n';
      starts.push(joined.length);
      joined += text.text;
    }
    for (const match of await check(joined, batch[0]!.language)) {
      let index = starts.length - 1;
      while (index > 0 && starts[index]! > match.offset) index -= 1;
      const text = batch[index]!;
      const actual = joined.slice(match.offset, match.offset + match.length);
      flagged.push({ rule: match.rule?.id ?? '?', corpus: text.corpus, text: text.text, actual });
    }
  };
  let batch: CorpusText[] = [];
  let length = 0;
  for (const text of texts) {
    sentencesIn[text.corpus] += sentenceCount(text.text);
    words += text.text.split(/\s+/).length;
    if (batch.length > 0 && (batch[0]!.language !== text.language || length + text.text.length > BATCH)) {
      await flush(batch);
      batch = [];
      length = 0;
    }
    batch.push(text);
    length += text.text.length + 2;
  }
  await flush(batch);
  const sentences = Object.values(sentencesIn).reduce((a, b) => a + b, 0);
  const byRule = new Map<string, RuleCount>();
  for (const { rule, corpus, text, actual } of flagged) {
    if (!countsOn(rule, corpus)) continue;
    let count = byRule.get(rule);
    if (!count) {
      const measured = RULE_LIMITS[rule]?.corpora;
      count = {
        flags: 0,
        sentences: measured ? measured.reduce((sum, name) => sum + sentencesIn[name], 0) : sentences,
        examples: [],
      };
      byRule.set(rule, count);
    }
    count.flags += 1;
    if (count.examples.length < 3)
      count.examples.push(`[${actual}] ${text.length > 160 ? `${text.slice(0, 157)}…` : text}`);
  }
  return { sentences, words, byRule };
}

/** Matches per 1,000 sentences. */
export const ratePer1000 = (count: RuleCount) => (1000 * count.flags) / Math.max(1, count.sentences);

/** The rules over their limit, with their rate and limit. */
export function overLimit(report: PrecisionReport): { rule: string; rate: number; limit: number }[] {
  return [...report.byRule]
    .map(([rule, count]) => ({ rule, rate: ratePer1000(count), limit: limitOf(rule) }))
    .filter(({ rate, limit }) => rate > limit);
}
