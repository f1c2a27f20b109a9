import { createRequire } from 'node:module';
import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type Model from 'wink-eng-lite-web-model';
import type winkNLP from 'wink-nlp';
import { eachSentence } from './rules/tokens';

/**
 * Parts of speech in context, from wink-nlp's English model (a statistical tagger whose model
 * ships in the `wink-eng-lite-web-model` package; Universal Dependencies tags). WordNet says what
 * a word can be; the tagger says what it is in this sentence: "stop" in "a bus stop" is a noun,
 * "wont" in "as is their wont" is a noun, "minus" in "four minus three" is no noun at all. Rules
 * use it to keep quiet where the words' classes in context do not fit the error they look for
 * (see docs/decisions/025-grammar-trusted-on-unseen-text.md for the choice of tagger).
 */
export type Tag =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/** The tagger, loaded on first use (about a second and 20 MB), so only where checks run. */
function tagger(): Nlp {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const wink = require('wink-nlp') as typeof winkNLP;
    const model = require('wink-eng-lite-web-model') as typeof Model;
    nlp = wink(model, ['pos']);
  }
  return nlp;
}

/** Loads the model now, so that the first check does not pay for it. */
export function loadTagger(): void {
  tagger();
}

/** The tag of each word of the text, by the UTF-16 offset at which the word starts. */
export function tagText(text: string): Map<number, Tag> {
  const nlp = tagger();
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(nlp.its.value) as string[];
  const tags = tokens.out(nlp.its.pos) as Tag[];
  const spaces = tokens.out(nlp.its.precedingSpaces) as string[];
  const byOffset = new Map<number, Tag>();
  let cursor = 0;
  values.forEach((value, index) => {
    cursor += spaces[index]?.length ?? 0;
    // The tokens are the text's own characters; searching guards against any normalisation.
    const at = text.startsWith(value, cursor) ? cursor : text.indexOf(value, cursor);
    if (at === -1) return;
    if (!byOffset.has(at)) byOffset.set(at, tags[index]!);
    cursor = at + value.length;
  });
  return byOffset;
}

/** A retext plugin that runs first and gives every word token its tag in context (and the file its map). */
export function taggerPlugin() {
  return (tree: Root, file: VFile) => {
    const tags = tagText(String(file.value));
    (file.data as { tags?: Map<number, Tag> }).tags = tags;
    eachSentence(tree, (tokens) => {
      for (const token of tokens) token.tag = tags.get(token.start);
    });
  };
}

/** The tags a file was given by `taggerPlugin`. */
export const tagsOf = (file: VFile): Map<number, Tag> =>
  (file.data as { tags?: Map<number, Tag> }).tags ?? new Map<number, Tag>();
