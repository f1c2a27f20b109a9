import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon } from '../lexicon/lexicon';
import {
  BE_FORMS,
  DETERMINERS,
  MODALS,
  NEGATED_MODALS,
  NOT_PLURAL,
  NUMBER_WORDS,
  OBJECT_PRONOUNS,
  SUBJECT_PRONOUNS,
  UNCOUNTABLE,
} from '../lexicon/word-lists';
import type { RuleKey } from '../rules';
import { isFunctionWord } from './phrases';
import { eachSentence, report, type Token } from './tokens';

/**
 * A small pattern language over a sentence's tokens, for the rules that are best said as "these
 * words in this order": each element of a pattern is a word class or a list of words, and the
 * fix rewrites a span of the matched tokens. Word classes come from the lexicon (WordNet parts of
 * speech and compromise's inflections), so one pattern covers every noun or verb of a kind.
 *
 * An element is written `word|word|CLASS`, with a trailing `?` when it may be absent; `^` and `$`
 * match no token, only the start or end of the sentence (or of a clause: after or before a
 * comma, semicolon or colon).
 */
export interface Pattern {
  rule: RuleKey;
  seq: string[];
  /** The elements (indexes into `seq`, inclusive) whose words the fix replaces; the whole match by default. */
  span?: [number, number];
  /** Replacements for the span, best first; undefined or empty when the pattern does not apply after all. */
  fix: (words: Words, lexicon: Lexicon, next: Token | undefined, sentence: Token[]) => string[] | undefined;
  message: string;
  shortMessage: string;
}

/** The matched tokens, one per element (undefined for an absent optional one or a `^`/`$`). */
export type Words = (Token | undefined)[];

const NEGATIVES = new Set([
  ...NEGATED_MODALS,
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "haven't",
  "hasn't",
  "hadn't",
  'not',
  'never',
]);

const POSSESSIVES = new Set('my your his her our their its'.split(' '));
const GERUND = /^[a-z]{3,}ing$/;

type Test = (token: Token, lexicon: Lexicon) => boolean;

/** A noun the lexicon knows in the plural, not one of the -s words that are singular. */
const plural: Test = (t, lx) =>
  /^[a-z]+$/.test(t.lower) && !NOT_PLURAL.has(t.lower) && lx.noun(t.lower)?.isPlural === true;
/** A countable noun in the singular. */
const singular: Test = (t, lx) =>
  /^[a-z]+$/.test(t.lower) &&
  !t.capitalised &&
  !isFunctionWord(t) &&
  !NOT_PLURAL.has(t.lower) &&
  !UNCOUNTABLE.has(t.lower) &&
  lx.noun(t.lower)?.isPlural === false;

const CLASSES: Record<string, Test> = {
  WORD: (t) => t.kind === 'word',
  PUNCT: (t) => t.kind === 'punct',
  DET: (t) => DETERMINERS.has(t.lower),
  POSS: (t) => POSSESSIVES.has(t.lower),
  SUBJ: (t) => SUBJECT_PRONOUNS.has(t.lower),
  OBJ: (t) => OBJECT_PRONOUNS.has(t.lower),
  MODAL: (t) => MODALS.has(t.lower) || NEGATED_MODALS.has(t.lower),
  BE: (t) => BE_FORMS.has(t.lower),
  NEG: (t) => NEGATIVES.has(t.lower),
  NUM: (t) => /^\d+$/.test(t.text) || NUMBER_WORDS.has(t.lower),
  PL: plural,
  SG: singular,
  NOUN: (t, lx) => /^[a-z]+$/.test(t.lower) && !isFunctionWord(t) && lx.noun(t.lower) !== undefined,
  /** A noun that is neither a verb nor an adjective: "unions", "table". */
  NOUNONLY: (t, lx) =>
    /^[a-z]+$/.test(t.lower) &&
    lx.noun(t.lower) !== undefined &&
    !lx.verb(t.lower) &&
    !lx.isAdjective(t.lower) &&
    !isFunctionWord(t),
  ADJ: (t, lx) => !isFunctionWord(t) && lx.isAdjective(t.lower),
  /** An adjective that is no noun and no verb: "important", "useful". */
  ADJONLY: (t, lx) =>
    !isFunctionWord(t) && lx.isAdjective(t.lower) && !lx.noun(t.lower) && !lx.verb(t.lower) && !lx.isAdverb(t.lower),
  BASE: (t, lx) => lx.verb(t.lower)?.forms.has('base') === true,
  /** A verb's plain form that is neither a noun nor an adjective: "explain", "happen". */
  VERBONLY: (t, lx) =>
    lx.verb(t.lower)?.forms.has('base') === true && !lx.noun(t.lower) && !lx.isAdjective(t.lower) && !isFunctionWord(t),
  /** A simple past that is not also the participle or the plain form: "went", "wrote", "began". */
  PASTONLY: (t, lx) => {
    const verb = lx.verb(t.lower);
    return verb !== undefined && verb.forms.has('past') && !verb.forms.has('participle') && !verb.forms.has('base');
  },
  /** Any inflected verb form that is not the plain form: "goes", "went", "written". */
  INFLECTED: (t, lx) => {
    const verb = lx.verb(t.lower);
    return verb !== undefined && !verb.forms.has('base') && !lx.noun(t.lower)?.isPlural && !lx.isAdjective(t.lower);
  },
  GER: (t, lx) => GERUND.test(t.lower) && lx.verb(t.lower)?.forms.has('gerund') === true,
  THIRD: (t, lx) => lx.verb(t.lower)?.forms.has('third') === true,
  PART: (t, lx) => lx.verb(t.lower)?.forms.has('participle') === true,
  CAP: (t) => t.capitalised,
  LOWER: (t) => t.kind === 'word' && /^\p{Ll}/u.test(t.text),
};

interface Element {
  optional: boolean;
  /** `!CLASS`: the next token is not of this class (or there is none); matches no token. */
  not?: boolean;
  edge?: '^' | '$';
  /** Also matches (no token) at the start or end of a clause: `^|to`, `$|and`. */
  orStart?: boolean;
  orEnd?: boolean;
  words: Set<string>;
  classes: Test[];
}

function compile(source: string): Element {
  const optional = source.endsWith('?') && source.length > 1;
  let body = optional ? source.slice(0, -1) : source;
  const not = body.startsWith('!');
  if (not) body = body.slice(1);
  if (body === '^' || body === '$') return { optional: false, edge: body, words: new Set(), classes: [] };
  const words = new Set<string>();
  const classes: Test[] = [];
  const parts = body.split('|');
  const orStart = parts.includes('^');
  const orEnd = parts.includes('$');
  for (const part of parts.filter((p) => p !== '^' && p !== '$')) {
    const test = CLASSES[part];
    if (test) classes.push(test);
    else if (/^[A-Z]+$/.test(part)) throw new Error(`unknown word class ${part}`);
    else words.add(part);
  }
  return { optional, not, orStart, orEnd, words, classes };
}

const clauseMark = (token: Token | undefined) =>
  token === undefined || (token.kind === 'punct' && /^[,;:(—–-]$/.test(token.text));

function matches(element: Element, token: Token | undefined, lexicon: Lexicon): boolean {
  if (!token) return false;
  if (element.words.has(token.lower)) return true;
  return element.classes.some((test) => test(token, lexicon));
}

/** Matches elements from `e` at token `t`; fills `out` and returns true on a match. */
function matchFrom(elements: Element[], e: number, tokens: Token[], t: number, lexicon: Lexicon, out: Words): boolean {
  if (e === elements.length) return true;
  const element = elements[e]!;
  if (element.edge === '^') {
    out[e] = undefined;
    return (t === 0 || clauseMark(tokens[t - 1])) && matchFrom(elements, e + 1, tokens, t, lexicon, out);
  }
  if (element.edge === '$') {
    out[e] = undefined;
    const next = tokens[t];
    return (next === undefined || next.kind === 'punct') && matchFrom(elements, e + 1, tokens, t, lexicon, out);
  }
  if (element.orStart && (t === 0 || clauseMark(tokens[t - 1]))) {
    out[e] = undefined;
    if (matchFrom(elements, e + 1, tokens, t, lexicon, out)) return true;
  }
  if (element.orEnd && (tokens[t] === undefined || tokens[t]!.kind === 'punct')) {
    out[e] = undefined;
    if (matchFrom(elements, e + 1, tokens, t, lexicon, out)) return true;
  }
  if (element.not) {
    out[e] = undefined;
    return !matches(element, tokens[t], lexicon) && matchFrom(elements, e + 1, tokens, t, lexicon, out);
  }
  if (matches(element, tokens[t], lexicon)) {
    out[e] = tokens[t];
    if (matchFrom(elements, e + 1, tokens, t + 1, lexicon, out)) return true;
  }
  if (element.optional) {
    out[e] = undefined;
    return matchFrom(elements, e + 1, tokens, t, lexicon, out);
  }
  return false;
}

/** A rule that is easier said in code than as a pattern: it reads a sentence's tokens and reports. */
export type SentenceRule = (tokens: Token[], lexicon: Lexicon, found: (report: Found) => void) => void;

export interface Found {
  rule: RuleKey;
  from: Token;
  to?: Token;
  replacements: string[];
  message: string;
  shortMessage: string;
}

/**
 * Runs a list of patterns, then the sentence rules; the first pattern that fires at a token
 * wins, and matches never overlap.
 */
export function patternsPlugin(lexicon: Lexicon, patterns: readonly Pattern[], rules: readonly SentenceRule[] = []) {
  const compiled = patterns.map((pattern) => ({ pattern, elements: pattern.seq.map(compile) }));
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      for (const rule of rules) rule(tokens, lexicon, (found) => report(file, found));
      let taken = -1;
      for (let t = 0; t < tokens.length; t++) {
        for (const { pattern, elements } of compiled) {
          const words: Words = [];
          if (!matchFrom(elements, 0, tokens, t, lexicon, words)) continue;
          const [first, last] = pattern.span ?? [0, elements.length - 1];
          const spanned = words.slice(first, last + 1).filter((w): w is Token => w !== undefined);
          if (spanned.length === 0 || spanned[0]!.start <= taken) continue;
          const lastMatched = [...words].reverse().find((word) => word !== undefined);
          const fixes = pattern.fix(
            words,
            lexicon,
            lastMatched ? tokens[tokens.indexOf(lastMatched) + 1] : undefined,
            tokens,
          );
          if (!fixes || fixes.length === 0) continue;
          const from = spanned[0]!;
          const to = spanned[spanned.length - 1]!;
          const actual = String(file.value).slice(from.start, to.end);
          const replacements = fixes.map((fix) => casedLike(actual, fix)).filter((fix) => fix !== actual);
          if (replacements.length === 0) continue;
          report(file, {
            rule: pattern.rule,
            from,
            to,
            replacements,
            message: pattern.message.replace('%s', replacements[0]!),
            shortMessage: pattern.shortMessage,
          });
          taken = to.end - 1;
          break;
        }
      }
    });
  };
}

/** A fix written in lower case takes the capital of the words it replaces ("Me and my" → "My"). */
function casedLike(actual: string, fix: string): string {
  // "I" is a capital of its own, not the start of a sentence ("to I" → "to me").
  if (/^\p{Lu}/u.test(actual) && !/^I\b/.test(actual) && /^\p{Ll}/u.test(fix))
    return fix.charAt(0).toUpperCase() + fix.slice(1);
  return fix;
}

/** The text of the matched tokens from element `from` to `to`, absent optional ones left out. */
export const textOf = (words: Words, from: number, to: number = from) =>
  words
    .slice(from, to + 1)
    .filter((w): w is Token => w !== undefined)
    .map((w) => w.text)
    .join(' ');
