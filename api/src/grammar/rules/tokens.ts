import type { Root, Sentence } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { RuleKey } from '../rules';
import type { Tag } from '../tagger';
import { SOURCE } from '../plugins';

/**
 * The words and punctuation of a sentence as a flat list, which is what the grammar rules of
 * our own match patterns against. Whitespace is dropped; `spaceBefore` remembers it.
 */
export interface Token {
  text: string;
  lower: string;
  kind: 'word' | 'punct';
  start: number;
  end: number;
  position: Position;
  spaceBefore: boolean;
  /** Written with a capital first letter (and not only because it starts the sentence). */
  capitalised: boolean;
  /** Marks the word ends with that are not part of it, such as the apostrophe of "the students'". */
  trailing: string;
  /** Its part of speech in this sentence, from the tagger (`tagger.ts`); unset when it has none. */
  tag?: Tag;
}

type Position = NonNullable<Sentence['position']>;

const cache = new WeakMap<Sentence, Token[]>();

function trimPunctuation<T extends { type: string; position?: unknown }>(children: T[]): T[] {
  const isMark = (node: T) => node.type === 'PunctuationNode' || node.type === 'SymbolNode';
  const first = children.findIndex((node) => !isMark(node));
  if (first === -1) return [];
  let last = children.length - 1;
  while (isMark(children[last]!)) last -= 1;
  // Inner marks stay ("don't", "e.g", "May.The").
  return children.slice(first, last + 1).filter((node) => node.position !== undefined);
}

/** The tokens of one sentence; computed once and shared by every rule. */
export function tokensOf(sentence: Sentence): Token[] {
  let tokens = cache.get(sentence);
  if (tokens) return tokens;
  tokens = [];
  let spaceBefore = false;
  for (const child of sentence.children) {
    if (child.type === 'WhiteSpaceNode') {
      spaceBefore = true;
      continue;
    }
    // A word keeps a full stop that the parser did not read as a sentence end ("and I."): drop it.
    const parts = child.type === 'WordNode' ? trimPunctuation(child.children) : [child];
    if (parts.length === 0) continue;
    const after =
      child.type === 'WordNode' ? child.children.slice(child.children.indexOf(parts[parts.length - 1]!) + 1) : [];
    const trailing = after.map((node) => toString(node)).join('');
    const position = { start: parts[0]!.position!.start, end: parts[parts.length - 1]!.position!.end };
    const start = position.start.offset;
    const end = position.end.offset;
    if (start === undefined || end === undefined) continue;
    const text = parts.map((part) => toString(part)).join('');
    const kind = child.type === 'WordNode' ? 'word' : 'punct';
    const capitalised = kind === 'word' && /^\p{Lu}/u.test(text) && tokens.length > 0;
    tokens.push({
      text,
      lower: text.toLowerCase().replace(/’/g, "'"),
      kind,
      start,
      end,
      position,
      spaceBefore,
      capitalised,
      trailing,
    });
    spaceBefore = false;
  }
  cache.set(sentence, tokens);
  return tokens;
}

const sentences = new WeakMap<Root, Sentence[]>();

/** Runs `check` on the tokens of every sentence of the tree (the tree is walked once for all rules). */
export function eachSentence(tree: Root, check: (tokens: Token[]) => void) {
  let list = sentences.get(tree);
  if (!list) {
    list = [];
    visit(tree, 'SentenceNode', (sentence: Sentence) => void list!.push(sentence));
    sentences.set(tree, list);
  }
  for (const sentence of list) check(tokensOf(sentence));
}

export interface Report {
  rule: RuleKey;
  /** The first and last token of the span (the same token for one word). */
  from: Token;
  to?: Token;
  replacements: string[];
  message: string;
  shortMessage: string;
}

/** Records a finding of one of our own rules on the file, as the retext plugins do. */
export function report(file: VFile, { rule, from, to = from, replacements, message, shortMessage }: Report) {
  const found = file.message(message, {
    place: { start: from.position.start, end: to.position.end },
    ruleId: rule,
    source: SOURCE,
  });
  found.actual = String(file.value).slice(from.start, to.end);
  found.expected = replacements;
  found.note = shortMessage;
}

/** The word in the casing of `model`: capitalised when the model is ("Less" → "Fewer"). */
export function matchCase(model: string, word: string): string {
  // "I" is capitalised as a word, not as a sentence start: "to I" → "to me".
  if (model === 'I') return word;
  if (model.length > 1 && model === model.toUpperCase() && /\p{L}/u.test(model)) return word.toUpperCase();
  if (/^\p{Lu}/u.test(model)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** Whether the token is a word (not punctuation) whose lower-case form is in `words`. */
export const isWord = (token: Token | undefined, words: ReadonlySet<string> | string): boolean =>
  token !== undefined &&
  token.kind === 'word' &&
  (typeof words === 'string' ? token.lower === words : words.has(token.lower));

/** Whether the token is a word at all. */
export const isAnyWord = (token: Token | undefined): token is Token => token !== undefined && token.kind === 'word';

/** Whether the token is punctuation in `marks` (any punctuation when omitted), or the sentence end. */
export const isBoundary = (token: Token | undefined, marks?: string) =>
  token === undefined || (token.kind === 'punct' && (marks === undefined || marks.includes(token.text)));
