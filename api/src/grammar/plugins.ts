import type { Node, Paragraph, Root, Sentence, SentenceContent, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { RuleKey } from './rules';
import type { Speller } from './spelling';

/** retext plugins of our own: unknown words, and capitals at sentence starts and for "I". */

export const SOURCE = 'grammar';

/** Spans of URLs and e-mail addresses, which are not prose and are never checked. */
export function literalSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(
    /\b(?:https?:\/\/|www\.)[^\s<>"]+|(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/gi,
  )) {
    spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

function insideSpan(spans: [number, number][], node: Node): boolean {
  const start = node.position?.start.offset;
  if (start === undefined) return false;
  return spans.some(([from, to]) => start >= from && start < to);
}

function report(file: VFile, rule: RuleKey, node: Node, actual: string, expected: string[]) {
  const message = file.message(rule, { place: node.position, ruleId: rule, source: SOURCE });
  message.actual = actual;
  message.expected = expected;
}

/** Words that are not prose to spell-check: numbers, codes, acronyms and brand-style names. */
function exempt(word: string): boolean {
  if (/\d/.test(word)) return true;
  if (!/\p{L}/u.test(word)) return true;
  const rest = word.slice(1);
  return rest !== rest.toLowerCase();
}

const POSSESSIVE = /['’]s?$/;

/**
 * The word without punctuation at its edges: the parser keeps a full stop inside the word when it
 * does not end the sentence ("test. it"), and that stop is not part of the spelling.
 */
function core(node: Word): { value: string; position: Node['position'] } | undefined {
  const first = node.children.findIndex((child) => child.type !== 'PunctuationNode' && child.type !== 'SymbolNode');
  const last = node.children.findLastIndex((child) => child.type !== 'PunctuationNode' && child.type !== 'SymbolNode');
  if (first === -1) return undefined;
  const parts = node.children.slice(first, last + 1);
  const start = parts[0]?.position?.start;
  const end = parts[parts.length - 1]?.position?.end;
  return { value: toString(parts), position: start && end ? { start, end } : undefined };
}

/** Latin words of academic writing ("et al.", "ad hoc", "in vitro") that the dictionaries lack. */
const LATIN = new Set(
  'et al ibid viz cf vs per se hoc vitro vivo situ priori posteriori facto quo versa alia sic passim circa ca inter bona fide'.split(
    ' ',
  ),
);

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Prefixes that make new words of any word ("resubmission", "misattributing", "pre-submission",
 * "unglamorous"): a word made of one and a word the dictionary knows (of five letters or more, so
 * "unknow" and "untill" still count) is a word, with or without a hyphen. "All", "ex" and "well"
 * are left out: "allready", "exsample" and "wellknown" are slips, not words.
 */
const PREFIX =
  /^(?:re|un|mis|non|pre|post|co|counter|anti|over|under|inter|multi|semi|sub|super|self|cross|de|dis|mid|out)-?(?=\p{L}{5})/iu;

/**
 * Flags words the dictionary does not know. Suggestions are added afterwards, within a budget.
 * A capitalised word the dictionary does not know is taken for a name (an author, a place, a
 * product: "Okafor", "Zotero") when it is not the first word of its sentence, or when a citation
 * follows it ("Nguyen (2020)", "Osei et al.") - unless it is one letter away from a name the
 * dictionary does know ("Febuary", "Engish"), which makes it a typo.
 */
export function spellingPlugin(speller: Speller) {
  return () => (tree: Root, file: VFile) => {
    const spans = literalSpans(String(file.value));
    const known = (value: string) =>
      speller.correct(value) ||
      (POSSESSIVE.test(value) && speller.correct(value.replace(POSSESSIVE, ''))) ||
      LATIN.has(value.toLowerCase()) ||
      (PREFIX.test(value) && speller.correct(value.replace(PREFIX, '').toLowerCase())) ||
      (/[^\p{ASCII}]/u.test(value) && speller.correct(withoutAccents(value)));
    visit(tree, 'SentenceNode', (sentence: Sentence) => {
      const words = sentence.children.filter((child): child is Word => child.type === 'WordNode');
      sentence.children.forEach((node, index) => {
        if (node.type !== 'WordNode') return;
        const word = core(node);
        // Abbreviations with inner stops ("e.g.", "Ph.D.") are not in the dictionary.
        if (!word || /\p{L}\.\p{L}/u.test(word.value)) return;
        if (exempt(word.value) || insideSpan(spans, node) || known(word.value)) return;
        // "self-regulation" is fine when each part is a word.
        const parts = node.children.filter((child) => child.type === 'TextNode').map((child) => child.value);
        if (/[-/]/.test(word.value) && parts.length > 1 && parts.every((part) => exempt(part) || known(part))) return;
        // "Maslow’s hierarchy": a capitalised word with a possessive is a name, even first.
        if (/^\p{Lu}\p{Ll}+['’]s$/u.test(word.value) && !speller.nearProperNoun(word.value.replace(POSSESSIVE, '')))
          return;
        if (/^\p{Lu}\p{Ll}+$/u.test(word.value)) {
          const first = words[0] === node;
          const citation = /^\s*(?:\(|et\b|and\s+\p{Lu}|&|['’]s\b)/u.test(
            toString(sentence.children.slice(index + 1, index + 4)),
          );
          if ((!first || citation) && !speller.nearProperNoun(word.value)) return;
        }
        report(file, 'spelling', { type: 'WordNode', position: word.position }, word.value, []);
      });
    });
  };
}

/** Two or more spaces between words inside a sentence (retext-sentence-spacing covers those between sentences). */
export function spacingPlugin() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'SentenceNode', (sentence: Sentence) => {
      sentence.children.forEach((child, index) => {
        if (child.type !== 'WhiteSpaceNode' || !/^ {2,}$/.test(child.value)) return;
        if (index === 0 || index === sentence.children.length - 1) return;
        report(file, 'sentenceSpacing', child, child.value, [' ']);
      });
    });
  };
}

const ABBREVIATIONS = new Set(
  (
    'etc vs al cf fig figs no nos vol vols pp ch chap ed eds viz approx dept est inc ltd co corp mr mrs ms dr prof ' +
    'st mt jr sr jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun ca op cit ibid para ' +
    'sec ref eq min max misc govt univ assoc eg ie am pm'
  ).split(' '),
);

/** A word ending in a full stop that usually does not end a sentence ("e.g.", "etc.", "Fig.", "3."). */
function abbreviation(word: string): boolean {
  const bare = word.replace(/\.$/, '');
  if (bare.includes('.')) return true;
  if (/^\d+$|^[ivxlc]+$/i.test(bare) || bare.length === 1) return true;
  return ABBREVIATIONS.has(bare.toLowerCase());
}

const startsLowercase = (word: string) => /^[a-z]/.test(word) && word.slice(1) === word.slice(1).toLowerCase();
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Lower-case sentence starts (also after a full stop the parser read as an abbreviation, since it
 * does not split "end. next"), and a lower-case pronoun "i".
 */
export function casingPlugin() {
  return (tree: Root, file: VFile) => {
    const spans = literalSpans(String(file.value));
    visit(tree, 'ParagraphNode', (paragraph: Paragraph) => {
      for (const sentence of paragraph.children) {
        if (sentence.type === 'SentenceNode') checkSentence(file, sentence, spans);
      }
    });
  };
}

function checkSentence(file: VFile, sentence: Sentence, spans: [number, number][]) {
  const children = sentence.children;
  // A sentence opening with punctuation (a list dash, a quote) is left alone.
  let expectCapital = children[0]?.type === 'WordNode';
  let capitalFlagged: Node | undefined;
  for (let index = 0; index < children.length; index++) {
    const child: SentenceContent = children[index]!;
    if (child.type === 'WhiteSpaceNode') continue;
    if (child.type !== 'WordNode') {
      expectCapital = child.type === 'PunctuationNode' && /^[!?]+$/.test(child.value) && index > 0;
      continue;
    }
    const found = core(child);
    const word = found?.value ?? toString(child);
    const at: Node = { type: 'WordNode', position: found?.position ?? child.position };
    if (expectCapital && startsLowercase(word) && !insideSpan(spans, child)) {
      report(file, 'sentenceStart', at, word, [capitalise(word)]);
      capitalFlagged = child;
    }
    if (child !== capitalFlagged && /^i(?:['’](?:m|ve|ll|d))?$/.test(word) && !insideSpan(spans, child)) {
      const before = children[index - 1];
      const after = children[index + 1];
      const numeral = before?.type === 'PunctuationNode' && before.value === '(';
      const listMark = after?.type === 'PunctuationNode' && /^[.)]$/.test(after.value);
      if (!numeral && !listMark) report(file, 'lowercaseI', at, word, [capitalise(word)]);
    }
    const last = child.children[child.children.length - 1];
    expectCapital =
      last?.type === 'PunctuationNode' &&
      /^[.!?]$/.test(last.value) &&
      !abbreviation(word) &&
      nextIsWord(children, index);
  }
}

/** Whether the next non-space node is a word (not a closing quote or bracket). */
function nextIsWord(children: SentenceContent[], index: number): boolean {
  for (let next = index + 1; next < children.length; next++) {
    const child = children[next]!;
    if (child.type === 'WhiteSpaceNode') continue;
    return child.type === 'WordNode';
  }
  return false;
}
