import type { ParaphraseResponse, ParaphraseSegment, PARAPHRASE_MODES } from '@shared/contracts';
import {
  comparative,
  plural,
  superlative,
  tagWords,
  VERB_FORMS,
  verbForms,
  type TaggedWord,
  type VerbForm,
} from './tagger';
import type { WordNet, WordNetPos } from './wordnet';

/**
 * Synonym substitution guided by part-of-speech tags, with no AI, that never changes what a
 * sentence says. A word is swapped only when:
 * - it is a plain verb, adjective or adverb: nouns are kept, for they name what the sentence is
 *   about (its subject, its objects, its technical terms: "sea levels", "court", "governments");
 * - WordNet's most frequent sense of it clearly dominates (the meaning the writer most likely
 *   meant), and the synonym's own most frequent sense is that same meaning, so it reads the same
 *   on its own ("enforced" is never "implemented", whose usual sense is "carried out");
 * - it is not a classifying adjective, which makes a term with its noun ("chemical energy",
 *   "coastal cities"), nor part of a term WordNet knows ("hash table");
 * - the synonym can be put in the same form (past tense, comparative ...).
 * Names, numbers, capitals and punctuation are never touched. The modes differ in more than the
 * synonym they prefer: Fluent also puts plain words for stiff ones ("in order to" → "to"), Formal
 * expands contractions and puts a single verb for a phrasal one ("find out" → "discover"), each
 * from a short list of replacements that mean the same in any sentence. There is no randomness:
 * the same text and mode always give the same output.
 */
export type ParaphraseMode = (typeof PARAPHRASE_MODES)[number];

interface ModeRules {
  /** Share of the word's tagged uses its first sense must have, for the swap to be safe. */
  minDominance: number;
  /** Share of the synonym's own tagged uses that must be this meaning, so it reads the same alone. */
  minCandidateDominance: number;
  /** Whether a synonym must have been seen with this meaning in WordNet's tagged corpus. */
  requireAttested: boolean;
  /** Orders candidates, best first. */
  rank: (a: Candidate, b: Candidate) => number;
  /** Whether a candidate is acceptable at all in this mode. */
  accept: (candidate: Candidate, original: number) => boolean;
}

interface Candidate {
  lemma: string;
  /** The candidate in the original word's form, lower case. */
  form: string;
  /** How common the candidate is (SUBTLEX count of its lemma). */
  count: number;
  /** Uses with this meaning in WordNet's tagged corpus. */
  attested: number;
  /** Distance in frequency from the original word (log scale). */
  distance: number;
}

const byName = (a: Candidate, b: Candidate) => (a.form < b.form ? -1 : a.form > b.form ? 1 : 0);

/** Latinate endings that read as formal register. */
const FORMAL_ENDING = /(?:tion|sion|ment|ity|ance|ence|ize|ise|ate|ous|ive|al|ory|ible|able)$/;
const formality = (c: Candidate) =>
  (FORMAL_ENDING.test(c.lemma) ? 3 : 0) + c.lemma.length / 3 - Math.log10(c.count + 1);

const MODES: Record<ParaphraseMode, ModeRules> = {
  // Keeps the register: the synonym closest in familiarity to the original.
  standard: {
    minDominance: 0.6,
    minCandidateDominance: 0.5,
    requireAttested: true,
    rank: (a, b) => a.distance - b.distance || b.attested - a.attested || byName(a, b),
    accept: () => true,
  },
  // Plainer wording: the most familiar synonym, and never one much rarer than the original.
  fluent: {
    minDominance: 0.6,
    minCandidateDominance: 0.5,
    requireAttested: true,
    rank: (a, b) => b.count - a.count || byName(a, b),
    accept: (c, original) => c.count * 2 >= original,
  },
  // Elevated wording, more words changed: longer, Latinate, less colloquial synonyms.
  formal: {
    minDominance: 0.6,
    minCandidateDominance: 0.5,
    requireAttested: true,
    rank: (a, b) => formality(b) - formality(a) || byName(a, b),
    accept: (c) => c.count >= 20,
  },
};

/** Words and tags that are never swapped: names, numbers, function words and the like. */
const PROTECTED_TAGS = [
  'ProperNoun',
  'Person',
  'Place',
  'Organization',
  'Pronoun',
  'Acronym',
  'Abbreviation',
  'Value',
  'Date',
  'Month',
  'WeekDay',
  'Auxiliary',
  'Copula',
  'Modal',
  'Negative',
  'PhrasalVerb',
  'Particle',
  'Possessive',
  'Determiner',
  'Preposition',
  'Conjunction',
  'QuestionWord',
  'Honorific',
  'Url',
  'Email',
  'HashTag',
  'AtMention',
  'Emoji',
  'Emoticon',
  'Expression',
  'Unit',
];

/** Light or vague words whose synonyms rarely fit. */
const STOP_WORDS = new Set(
  (
    'be have do get make take go come give put set let say see know think want need seem keep look find tell ' +
    'become mean way thing time people person man woman lot kind sort part fact case point year day week also ' +
    'not very just only even still then now here there more most much many such well too really first last ' +
    'other own same new good great little long high right left next back able sure least less like over ' +
    'around away about off out up down through across along ahead apart aside instead rather quite almost'
  ).split(' '),
);

/** Nouns naming WordNet's usage domains for coarse or offensive words. */
const USAGE_DOMAINS = ['vulgarism', 'obscenity', 'slang', 'colloquialism', 'disparagement', 'ethnic slur', 'profanity'];

const CACHE_SIZE = 20_000;
/** A part of speech WordNet's corpus saw this many times less often than another is not trusted. */
const AMBIGUITY_RATIO = 6;
/** An inflected synonym ("criteria") must be at least this common in the word-frequency list. */
const MIN_FORM_COUNT = 3;
/** A synonym rarer than this ("presentment") would puzzle more readers than it helps. */
const MIN_CANDIDATE_COUNT = 10;
/** Numbers and units (noun.quantity) and times (noun.time) are not swapped: "dozens" is not "twelves". */
const FIXED_TOPICS = new Set([23, 28]);
const MAX_ALTERNATIVES = 4;
/** WordNet's lexicographer file of relational adjectives (adj.pert): "chemical", "coastal". */
const ADJ_PERTAINYM = 1;

type Shape = 'lower' | 'title';

/** Puts a synonym's dictionary form into the original word's form; `key` names that form. */
interface Inflector {
  key: string;
  apply: (lemma: string) => string | undefined;
}

export class Paraphraser {
  readonly #wordnet: WordNet;
  readonly #counts: ReadonlyMap<string, number>;
  readonly #coarse: Set<number>;
  readonly #cache = new Map<string, string[]>();

  constructor(wordnet: WordNet, counts: ReadonlyMap<string, number>) {
    this.#wordnet = wordnet;
    this.#counts = counts;
    this.#coarse = new Set(USAGE_DOMAINS.flatMap((noun) => wordnet.senses(noun, 'n')));
  }

  /** Forgets remembered synonym rankings (the benchmark uses it to time the work honestly). */
  clearCache(): void {
    this.#cache.clear();
  }

  /**
   * `spell` puts a synonym into the writer's English variant, or returns undefined to drop it;
   * the text's own words are never respelt.
   */
  paraphrase(
    text: string,
    mode: ParaphraseMode,
    spell: (word: string) => string | undefined = (word) => word,
  ): ParaphraseResponse {
    const words = tagWords(text);
    const segments: ParaphraseSegment[] = [];
    let cursor = 0;
    let changedCount = 0;
    const change = (from: number, to: number, replacement: string, others: string[] = []) => {
      const original = text.slice(from, to);
      if (from > cursor) segments.push({ text: text.slice(cursor, from), alternatives: [] });
      segments.push({ text: replacement, original, alternatives: [original, ...others] });
      cursor = to;
      changedCount += 1;
    };
    words.forEach((word, index) => {
      if (word.length === 0 || word.start < cursor) return;
      const original = text.slice(word.start, word.start + word.length);
      if (original !== word.text) return;
      const phrase = phraseAt(text, words, index, mode);
      if (phrase) {
        change(word.start, phrase.end, phrase.replacement);
        return;
      }
      const choices =
        (mode === 'formal' ? this.#expandContraction(word, words[index + 1]) : undefined) ??
        this.#synonyms(word, neighbours(text, words, index), mode, spell);
      const [replacement, ...others] = choices ?? [];
      if (replacement) change(word.start, word.start + word.length, replacement, others);
    });
    if (cursor < text.length) segments.push({ text: text.slice(cursor), alternatives: [] });
    return { segments, changedCount };
  }

  /** "don't" → "do not", for formal writing. */
  #expandContraction(word: TaggedWord, next: TaggedWord | undefined): string[] | undefined {
    if (!word.implicit || !/['’]/.test(word.text) || !next || next.length !== 0 || !next.implicit) return undefined;
    const [first, second] = [word.implicit.toLowerCase(), next.implicit.toLowerCase()];
    let expanded = first === 'can' && second === 'not' ? 'cannot' : `${first} ${second}`;
    if (first === 'i') expanded = `I ${second}`;
    return [/^[A-Z]/.test(word.text) ? capitalise(expanded) : expanded];
  }

  /** The replacement and other fitting words for one word, in its form and casing; none when unsafe. */
  #synonyms(
    word: TaggedWord,
    { previous, next }: Neighbours,
    mode: ParaphraseMode,
    spell: (word: string) => string | undefined,
  ): string[] | undefined {
    const shape = shapeOf(word, next);
    const pos = posOf(word, previous, next);
    if (!shape || !pos || STOP_WORDS.has(word.lemma)) return undefined;
    const lower = word.text.toLowerCase();
    const inflect = inflector(pos, word, lower);
    if (!inflect || !this.#plausible(word.lemma, pos) || this.#inCompound(lower, previous, next)) return undefined;

    const key = `${mode}|${pos}|${word.lemma}|${inflect.key}`;
    let ranked = this.#cache.get(key);
    if (!ranked) {
      ranked = this.#rank(word.lemma, pos, inflect, mode);
      this.#cache.set(key, ranked);
      if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    }

    const article = previous?.joined ? previous.word.text.toLowerCase() : undefined;
    const around = new Set([previous?.word.text.toLowerCase(), next?.word.text.toLowerCase()]);
    // The original respelt ("analysed" → "analyzed") is not a synonym.
    const respelt = spell(lower);
    const fitting = [
      ...new Set(
        ranked.map(spell).filter((form): form is string => form !== undefined && form !== lower && form !== respelt),
      ),
    ].filter(
      (form) =>
        !around.has(form) && (article !== 'a' && article !== 'an' ? true : vowelStart(form) === vowelStart(lower)),
    );
    if (fitting.length === 0) return undefined;
    return fitting.slice(0, MAX_ALTERNATIVES).map((form) => (shape === 'title' ? capitalise(form) : form));
  }

  /** Synonyms of a lemma in the needed form, best first for the mode. */
  #rank(lemma: string, pos: WordNetPos, inflect: Inflector, mode: ParaphraseMode): string[] {
    const rules = MODES[mode];
    const wordnet = this.#wordnet;
    const senses = wordnet.senses(lemma, pos);
    const first = senses[0];
    if (first === undefined) return [];
    const tagged = wordnet.senseCounts(lemma, pos);
    const total = tagged.reduce((sum, sense) => sum + sense.count, 0);
    const dominance = total > 0 ? (tagged.find((sense) => sense.offset === first)?.count ?? 0) / total : 0;
    // An untagged word is only safe when it has hardly any other meanings.
    if (total > 0 ? dominance < rules.minDominance : senses.length > 2) return [];
    const synset = wordnet.synset(pos, first);
    if (!synset || this.#isCoarse(synset, 0) || (pos === 'n' && FIXED_TOPICS.has(synset.lexFile))) return [];
    // A relational adjective ("chemical", "coastal", "linear") classifies its noun: with it, it is a term.
    if (pos === 'a' && (synset.lexFile === ADJ_PERTAINYM || synset.pointers.some((p) => p.symbol === '\\'))) return [];

    const original = this.#count(lemma);
    const candidates: Candidate[] = [];
    synset.words.forEach((candidate, index) => {
      if (candidate === lemma || !/^[a-z]+$/.test(candidate) || STOP_WORDS.has(candidate)) return;
      // Prefer the American spelling when WordNet lists both ("utilize", "utilise").
      if (/is(e|ed|es|ing|ation)$/.test(candidate) && synset.words.includes(candidate.replace(/is(\w*)$/, 'iz$1'))) {
        return;
      }
      if (this.#isCoarse(synset, index + 1) || this.#hasCoarseSense(candidate, pos)) return;
      const attested = wordnet.tagCount(candidate, pos, first);
      if (rules.requireAttested && attested === 0) return;
      // Read alone, the synonym must most likely mean the same: its own uses are mostly this sense.
      const uses = wordnet.senseCounts(candidate, pos).reduce((sum, sense) => sum + sense.count, 0);
      if (uses === 0 || attested / uses < rules.minCandidateDominance) return;
      const form = inflect.apply(candidate);
      if (!form || !/^[a-z]+$/.test(form) || (form !== candidate && this.#count(form) < MIN_FORM_COUNT)) return;
      const count = this.#count(candidate);
      if (count < MIN_CANDIDATE_COUNT) return;
      const entry = {
        lemma: candidate,
        form,
        count,
        attested,
        distance: Math.abs(Math.log((count + 1) / (original + 1))),
      };
      if (rules.accept(entry, original)) candidates.push(entry);
    });
    return candidates.sort(rules.rank).map((candidate) => candidate.form);
  }

  /** Whether the synset (or one of its words, numbered from 1) is marked as coarse usage. */
  #isCoarse(synset: { pointers: { symbol: string; offset: number; source: number }[] }, word: number): boolean {
    return synset.pointers.some(
      (pointer) =>
        pointer.symbol === ';u' &&
        (pointer.source === 0 || pointer.source === word) &&
        this.#coarse.has(pointer.offset),
    );
  }

  /** Whether any meaning of the word is coarse, so it is never offered even in a harmless sense. */
  #hasCoarseSense(word: string, pos: WordNetPos): boolean {
    for (const offset of this.#wordnet.senses(word, pos)) {
      const synset = this.#wordnet.synset(pos, offset);
      if (!synset) continue;
      const index = synset.words.indexOf(word);
      if (this.#isCoarse(synset, index + 1)) return true;
    }
    return false;
  }

  #count(word: string): number {
    return this.#counts.get(word) ?? 0;
  }

  /**
   * Whether the tagged part of speech is a likely one for this word: the tagger sometimes reads a
   * noun as a verb ("the light from screens"), and WordNet's corpus counts say how each is used.
   */
  #plausible(lemma: string, pos: WordNetPos): boolean {
    const total = (p: WordNetPos) => this.#wordnet.senseCounts(lemma, p).reduce((sum, sense) => sum + sense.count, 0);
    const own = total(pos);
    const other = Math.max(...(['n', 'v', 'a'] as const).filter((p) => p !== pos).map(total));
    return own * AMBIGUITY_RATIO >= other;
  }

  /** Whether the word is part of a fixed two-word term WordNet knows ("grade point", "ice cream"). */
  #inCompound(lower: string, previous: Adjacent | undefined, next: Adjacent | undefined): boolean {
    const terms = [previous && `${previous.word.text} ${lower}`, next && `${lower} ${next.word.text}`];
    return terms.some(
      (term) => term && (['n', 'v', 'a', 'r'] as const).some((p) => this.#wordnet.senses(term, p).length),
    );
  }
}

interface Adjacent {
  word: TaggedWord;
  /** Only spaces between the two words (no punctuation), so they belong to one phrase. */
  joined: boolean;
}
interface Neighbours {
  previous?: Adjacent;
  next?: Adjacent;
}

function neighbours(text: string, words: TaggedWord[], index: number): Neighbours {
  const word = words[index]!;
  const spoken = (at: number, step: 1 | -1) => {
    for (let i = at; i >= 0 && i < words.length; i += step) if (words[i]!.length > 0) return words[i];
    return undefined;
  };
  const previous = spoken(index - 1, -1);
  const next = spoken(index + 1, 1);
  const gap = (from: number, to: number) => /^[ \t]*$/.test(text.slice(from, to));
  return {
    previous: previous && { word: previous, joined: gap(previous.start + previous.length, word.start) },
    next: next && { word: next, joined: gap(word.start + word.length, next.start) },
  };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const vowelStart = (word: string) => /^[aeiou]/i.test(word);

/**
 * Lower-case words, or a capitalised first word of a sentence; anything else may be a name. A
 * capital followed by another ("Social Media and ...") is a title or a name, and is kept.
 */
function shapeOf(word: TaggedWord, next: Adjacent | undefined): Shape | undefined {
  if (!/^[A-Za-z]{3,}$/.test(word.text)) return undefined;
  if (word.text === word.text.toLowerCase()) return 'lower';
  const titled = word.sentenceStart && word.text === capitalise(word.text.toLowerCase());
  if (titled && !(next?.joined && /^[A-Z]/.test(next.word.text))) return 'title';
  return undefined;
}

function posOf(word: TaggedWord, previous: Adjacent | undefined, next: Adjacent | undefined): WordNetPos | undefined {
  const { tags } = word;
  if (PROTECTED_TAGS.some((tag) => tags.has(tag))) return undefined;
  const before = previous?.joined ? previous.word : undefined;
  if (tags.has('Verb')) {
    // A verb right after "the", "of" or an adjective is a misread noun ("the light from screens").
    const misread = before && ['Determiner', 'Adjective', 'Possessive'].some((tag) => before.tags.has(tag));
    const afterPreposition = before?.tags.has('Preposition') && before.text.toLowerCase() !== 'to';
    return misread || afterPreposition ? undefined : 'v';
  }
  if (tags.has('Adjective')) {
    // Before its noun an adjective may make a term with it ("big data", "public health"): kept.
    return next?.joined && next.word.tags.has('Noun') ? undefined : 'a';
  }
  if (tags.has('Adverb')) return 'r';
  // Nouns are kept: they name what the sentence is about, its subject and objects and its terms.
  return undefined;
}

/**
 * How to put a synonym into the same form as the original word, or undefined when the original's
 * form is not recognised (then the word is left alone).
 */
function inflector(pos: WordNetPos, word: TaggedWord, lower: string): Inflector | undefined {
  const { lemma, tags } = word;
  const same = { key: 'base', apply: (candidate: string) => candidate };
  if (pos === 'r') return lower === lemma ? same : undefined;
  if (pos === 'n') {
    if (lower === lemma) return same;
    return plural(lemma) === lower ? { key: 'plural', apply: plural } : undefined;
  }
  if (pos === 'a') {
    if (lower === lemma) return same;
    if (comparative(lemma) === lower) return { key: 'comparative', apply: comparative };
    if (superlative(lemma) === lower) return { key: 'superlative', apply: superlative };
    return undefined;
  }
  const own = verbForms(lemma);
  const matching = VERB_FORMS.filter((form) => own[form] === lower);
  if (matching.length === 0) return undefined;
  const preferred: VerbForm[] = [];
  if (tags.has('Participle') || tags.has('Passive') || tags.has('PerfectTense')) preferred.push('Participle');
  if (tags.has('PastTense')) preferred.push('PastTense');
  if (tags.has('Gerund')) preferred.push('Gerund');
  if (tags.has('Infinitive')) preferred.push('Infinitive');
  if (tags.has('PresentTense')) preferred.push('PresentTense');
  const form = preferred.find((f) => matching.includes(f)) ?? matching[0]!;
  // "examined" could be past tense or participle; a synonym must read right either way.
  const ambiguous =
    matching.includes('PastTense') && matching.includes('Participle') && !preferred.includes('Participle');
  return {
    key: ambiguous ? `${form}?` : form,
    apply: (candidate) => {
      const forms = verbForms(candidate);
      if (ambiguous && forms.PastTense !== forms.Participle) return undefined;
      return forms[form];
    },
  };
}

/**
 * Replacements a mode makes whatever the sentence, because they mean the same in any of them: a
 * plain word for a stiff one in Fluent, a single verb for a phrasal one in Formal. `verb` is the
 * lemma of a verb, put into the form the text has it in ("found out" → "discovered"); `words` are
 * matched as written (any case), the words of a phrase separated by spaces only.
 */
interface PhraseRule {
  verb?: string;
  words: string[];
  to: string;
}

const PHRASES: Record<ParaphraseMode, PhraseRule[]> = {
  standard: [],
  fluent: [
    { words: ['in', 'order', 'to'], to: 'to' },
    { words: ['prior', 'to'], to: 'before' },
    { words: ['due', 'to', 'the', 'fact', 'that'], to: 'because' },
    { words: ['in', 'spite', 'of', 'the', 'fact', 'that'], to: 'although' },
    { words: ['in', 'the', 'event', 'that'], to: 'if' },
    { words: ['at', 'this', 'point', 'in', 'time'], to: 'now' },
    { words: ['the', 'majority', 'of'], to: 'most' },
    { words: ['approximately'], to: 'about' },
    { words: ['numerous'], to: 'many' },
    { words: ['sufficient'], to: 'enough' },
    { words: ['subsequently'], to: 'later' },
    { verb: 'utilize', words: [], to: 'use' },
    { verb: 'utilise', words: [], to: 'use' },
    { verb: 'commence', words: [], to: 'begin' },
    { verb: 'assist', words: [], to: 'help' },
    { verb: 'obtain', words: [], to: 'get' },
    { verb: 'purchase', words: [], to: 'buy' },
    { verb: 'terminate', words: [], to: 'end' },
  ],
  formal: [
    { verb: 'carry', words: ['out'], to: 'conduct' },
    { verb: 'find', words: ['out'], to: 'discover' },
    { verb: 'set', words: ['up'], to: 'establish' },
    { verb: 'look', words: ['into'], to: 'investigate' },
    { verb: 'point', words: ['out'], to: 'indicate' },
    { verb: 'make', words: ['sure'], to: 'ensure' },
    { verb: 'figure', words: ['out'], to: 'determine' },
    { verb: 'talk', words: ['about'], to: 'discuss' },
    { verb: 'think', words: ['about'], to: 'consider' },
    { verb: 'get', words: ['rid', 'of'], to: 'eliminate' },
    { verb: 'come', words: ['up', 'with'], to: 'devise' },
    { verb: 'buy', words: [], to: 'purchase' },
  ],
};

/** The mode's phrase that starts at `index`: where it ends in the text, and what it becomes. */
function phraseAt(
  text: string,
  words: TaggedWord[],
  index: number,
  mode: ParaphraseMode,
): { end: number; replacement: string } | undefined {
  const first = words[index]!;
  for (const rule of PHRASES[mode]) {
    let replacement = rule.to;
    const rest = rule.verb ? rule.words : rule.words.slice(1);
    if (rule.verb) {
      if (!first.tags.has('Verb') || first.lemma !== rule.verb) continue;
      // Every form the written word could be ("set": present or past) must give the same word.
      const lower = first.text.toLowerCase();
      const own = verbForms(rule.verb);
      const theirs = verbForms(rule.to);
      const forms = new Set(VERB_FORMS.filter((form) => own[form] === lower).map((form) => theirs[form]));
      if (forms.size !== 1) continue;
      replacement = [...forms][0]!;
    } else if (first.text.toLowerCase() !== rule.words[0]) {
      continue;
    }
    let at = index;
    const matched = rest.every((expected) => {
      const previous = words[at]!;
      let next = at + 1;
      while (words[next] && words[next]!.length === 0) next += 1;
      const word = words[next];
      if (!word || word.text.toLowerCase() !== expected) return false;
      if (!/^[ \t]+$/.test(text.slice(previous.start + previous.length, word.start))) return false;
      at = next;
      return true;
    });
    if (!matched) continue;
    const last = words[at]!;
    if (/^[A-Z]/.test(first.text)) replacement = capitalise(replacement);
    return { end: last.start + last.length, replacement };
  }
  return undefined;
}
