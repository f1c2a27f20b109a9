import nlp from 'compromise';
import type { WordNet } from '../../paraphrase/wordnet';
import { IRREGULAR_VERBS, type IrregularVerb } from './irregular-verbs';
import { FALSE_PLURALS, NOT_PLURAL, PLURALIA_TANTUM } from './word-lists';

/**
 * What the grammar rules need to know about a word out of context: whether it can be a noun (and
 * in which number), a verb (in which form), an adjective or an adverb. Parts of speech come from
 * WordNet's indexes (lemmas only), inflection from the irregular-verb table, compromise's noun
 * and verb transforms, and English spelling rules. Answers are cached per word.
 */
export type VerbForm = 'base' | 'third' | 'past' | 'participle' | 'gerund';

export interface VerbForms {
  base: string;
  third: string;
  past: readonly string[];
  participle: readonly string[];
  gerund: string;
}

export interface VerbReading {
  lemma: string;
  /** Every form this spelling can be (for "put": base, past and participle). */
  forms: ReadonlySet<VerbForm>;
}

export interface NounReading {
  singular: string;
  plural: string;
  isPlural: boolean;
}

interface Transforms {
  verb: { conjugate: (word: string, model: unknown) => Partial<Record<string, string>> };
  noun: { toPlural: (word: string, model: unknown) => string; toSingular: (word: string, model: unknown) => string };
}

const world = nlp.world() as { model: unknown; methods: { two: { transform: Transforms } } };
const transform = world.methods.two.transform;

/** Past and participle forms of irregular verbs, back to their base forms. */
const IRREGULAR_FORMS = new Map<string, { verb: IrregularVerb; forms: VerbForm[] }[]>();
for (const verb of IRREGULAR_VERBS.values()) {
  const add = (form: string, kind: VerbForm) => {
    const entries = IRREGULAR_FORMS.get(form) ?? [];
    const entry = entries.find((e) => e.verb === verb);
    if (entry) entry.forms.push(kind);
    else entries.push({ verb, forms: [kind] });
    IRREGULAR_FORMS.set(form, entries);
  };
  verb.past.forEach((form) => add(form, 'past'));
  verb.participle.forEach((form) => add(form, 'participle'));
}

const VOWEL = /[aeiou]/;

/** The -s form: "goes", "studies", "plays", "writes". */
function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export class Lexicon {
  readonly #wordnet: WordNet;
  readonly #verbs = new Map<string, VerbReading | null>();
  readonly #nouns = new Map<string, NounReading | null>();
  readonly #conjugations = new Map<string, VerbForms>();

  constructor(wordnet: WordNet) {
    this.#wordnet = wordnet;
  }

  isNounLemma(word: string): boolean {
    return this.#wordnet.has(word, 'n');
  }

  isVerbLemma(word: string): boolean {
    return this.#wordnet.has(word, 'v') || IRREGULAR_VERBS.has(word);
  }

  isAdjective(word: string): boolean {
    return this.#wordnet.has(word, 'a');
  }

  isAdverb(word: string): boolean {
    return this.#wordnet.has(word, 'r');
  }

  /** Every form of a verb, irregular ones from the table. */
  conjugate(base: string): VerbForms {
    let forms = this.#conjugations.get(base);
    if (forms) return forms;
    const irregular = IRREGULAR_VERBS.get(base);
    const gerund = transform.verb.conjugate(base, world.model).Gerund ?? `${base}ing`;
    if (irregular) {
      forms = { base, third: thirdPerson(base), past: irregular.past, participle: irregular.participle, gerund };
    } else {
      const past = transform.verb.conjugate(base, world.model).PastTense ?? `${base}ed`;
      forms = { base, third: thirdPerson(base), past: [past], participle: [past], gerund };
    }
    this.#conjugations.set(base, forms);
    return forms;
  }

  /** The verb readings of a lower-case word, or undefined when it cannot be a verb. */
  verb(word: string): VerbReading | undefined {
    const cached = this.#verbs.get(word);
    if (cached !== undefined) return cached ?? undefined;
    const reading = this.#readVerb(word);
    this.#verbs.set(word, reading ?? null);
    return reading;
  }

  #readVerb(word: string): VerbReading | undefined {
    if (!/^[a-z]+$/.test(word) || word.length < 2) return undefined;
    const irregular = IRREGULAR_FORMS.get(word)?.[0];
    if (irregular) {
      const forms = new Set<VerbForm>(irregular.forms);
      if (irregular.verb.base === word) forms.add('base');
      return { lemma: irregular.verb.base, forms };
    }
    for (const lemma of this.#lemmaCandidates(word)) {
      if (!this.isVerbLemma(lemma)) continue;
      const conjugated = this.conjugate(lemma);
      const forms = new Set<VerbForm>();
      if (conjugated.base === word) forms.add('base');
      if (conjugated.third === word) forms.add('third');
      // British spelling doubles a final l: "travelled", "modelling".
      const american = word.replace(/ll(ed|ing)$/, 'l$1');
      if (conjugated.past.includes(word) || conjugated.past.includes(american)) forms.add('past');
      if (conjugated.participle.includes(word) || conjugated.participle.includes(american)) forms.add('participle');
      if (conjugated.gerund === american && american !== word) forms.add('gerund');
      if (conjugated.gerund === word) forms.add('gerund');
      if (forms.size > 0) return { lemma, forms };
    }
    return undefined;
  }

  /** Possible base forms of a word by English spelling rules, the word itself first. */
  #lemmaCandidates(word: string): string[] {
    const candidates = [word];
    const strip = (suffix: string, ...endings: string[]) => {
      if (!word.endsWith(suffix) || word.length <= suffix.length + 1) return;
      const stem = word.slice(0, -suffix.length);
      for (const ending of endings) candidates.push(stem + ending);
      // "stopped", "planning": a doubled final consonant.
      if (/([b-df-hj-np-tv-z])\1$/.test(stem) && suffix !== 's') candidates.push(stem.slice(0, -1));
    };
    strip('ies', 'y');
    strip('es', '');
    strip('s', '');
    strip('ied', 'y');
    strip('ed', '', 'e');
    strip('d', '');
    strip('ing', '', 'e');
    return candidates.filter((candidate) => VOWEL.test(candidate) || candidate.length > 2);
  }

  /** The noun reading of a lower-case word, or undefined when it is not a noun. */
  noun(word: string): NounReading | undefined {
    const cached = this.#nouns.get(word);
    if (cached !== undefined) return cached ?? undefined;
    const reading = this.#readNoun(word);
    this.#nouns.set(word, reading ?? null);
    return reading;
  }

  #readNoun(word: string): NounReading | undefined {
    if (!/^[a-z][a-z'-]*$/.test(word) || FALSE_PLURALS.has(word)) return undefined;
    if (NOT_PLURAL.has(word)) return { singular: word, plural: word, isPlural: false };
    if (PLURALIA_TANTUM.has(word)) return { singular: word, plural: word, isPlural: true };
    const singular = transform.noun.toSingular(word, world.model);
    const looksPlural = singular !== word && singular.length > 2 && !/(?:ss|us|is|ics|ous)$/.test(word);
    if (looksPlural && this.isNounLemma(singular)) return { singular, plural: word, isPlural: true };
    if (this.isNounLemma(word)) {
      return { singular: word, plural: transform.noun.toPlural(word, world.model), isPlural: false };
    }
    return undefined;
  }
}
