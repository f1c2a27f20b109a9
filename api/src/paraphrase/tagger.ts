import nlp from 'compromise';

/**
 * Part-of-speech tagging and word inflection from `compromise`. Its low-level transforms are
 * not in its type definitions, so they are described here once.
 */

export interface TaggedWord {
  /** The word exactly as written. */
  text: string;
  /** Where it is in the text, in UTF-16 code units. */
  start: number;
  length: number;
  tags: ReadonlySet<string>;
  /** Dictionary form (singular noun, infinitive verb, plain adjective), lower case. */
  lemma: string;
  /** For a contraction ("don't"), the words it stands for ("do"); empty for its silent second half. */
  implicit?: string;
  /** Whether this is the first word of its sentence. */
  sentenceStart: boolean;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  tags?: Set<string>;
  root?: string | null;
  implicit?: string | null;
  offset?: { start: number; length: number };
}

type VerbForms = Partial<Record<'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle', string>>;

interface Transforms {
  verb: { conjugate: (word: string, model: unknown) => VerbForms };
  noun: { toPlural: (word: string, model: unknown) => string };
  adjective: {
    toComparative: (word: string, model: unknown) => string;
    toSuperlative: (word: string, model: unknown) => string;
  };
}

const world = nlp.world() as { model: unknown; methods: { two: { transform: Transforms } } };
const transform = world.methods.two.transform;

/** Tags every word of the text. */
export function tagWords(text: string): TaggedWord[] {
  const doc = nlp(text);
  doc.compute('offset');
  doc.compute('root');
  const words: TaggedWord[] = [];
  for (const sentence of doc.docs as unknown as CompromiseTerm[][]) {
    sentence.forEach((term, index) => {
      if (!term.offset) return;
      words.push({
        text: term.text,
        start: term.offset.start,
        length: term.offset.length,
        tags: term.tags ?? new Set(),
        lemma: (term.root || term.normal).toLowerCase(),
        implicit: term.implicit ?? undefined,
        sentenceStart: index === 0,
      });
    });
  }
  return words;
}

export const VERB_FORMS = ['Infinitive', 'PresentTense', 'PastTense', 'Participle', 'Gerund'] as const;
export type VerbForm = (typeof VERB_FORMS)[number];

export function verbForms(lemma: string): Record<VerbForm, string> {
  const forms = transform.verb.conjugate(lemma, world.model);
  const past = forms.PastTense ?? `${lemma}ed`;
  return {
    Infinitive: forms.Infinitive ?? lemma,
    PresentTense: forms.PresentTense ?? `${lemma}s`,
    PastTense: past,
    Participle: forms.Participle ?? past,
    Gerund: forms.Gerund ?? `${lemma}ing`,
  };
}

export const plural = (lemma: string) => transform.noun.toPlural(lemma, world.model);
export const comparative = (lemma: string) => transform.adjective.toComparative(lemma, world.model);
export const superlative = (lemma: string) => transform.adjective.toSuperlative(lemma, world.model);
