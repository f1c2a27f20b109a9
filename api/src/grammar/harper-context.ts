import type { Finding } from './finding';
import { PREPOSITION_HEADS } from './lexicon/collocations';
import type { Tag } from './tagger';

/**
 * Kinds of context in which a harper.js rule reads correct English as an error, found on the
 * labelled sets' correct sentences and the correct corpora (issue #36). harper.js reads a few words
 * around a word; these checks read the clause and the tagger's parts of speech, and drop the
 * finding when the construction is a correct one. Each check names a construction, not a sentence.
 */

interface Word {
  text: string;
  lower: string;
  start: number;
  tag: Tag | undefined;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const WINDOW = 300;

/** The words of the sentence around [offset, end): those before (nearest last) and those after. */
function around(text: string, offset: number, end: number, tags: Map<number, Tag>): { before: Word[]; after: Word[] } {
  // Within the sentence, and at most a few hundred characters either side: enough for the
  // constructions below, and a constant cost per finding however long the text.
  const window = text.slice(Math.max(0, offset - WINDOW), offset);
  const lastStop = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
  const start = offset - window.length + (lastStop === -1 ? 0 : lastStop + 2);
  const ahead = text.slice(end, end + WINDOW);
  const nextStop = ahead.search(/[.!?](?:\s|$)/);
  const stop = end + (nextStop === -1 ? ahead.length : nextStop);
  const read = (from: number, to: number) =>
    [...text.slice(from, to).matchAll(WORD)].map((m) => ({
      text: m[0],
      lower: m[0].toLowerCase().replace(/’/g, "'"),
      start: from + m.index,
      tag: tags.get(from + m.index),
    }));
  return { before: read(start, offset), after: read(end, stop) };
}

const BE_OR_MODAL =
  /^(?:is|are|was|were|isn't|aren't|wasn't|weren't|will|would|can|could|should|might|may|must|shall)$/;
const QUANTITY_OF =
  /^(?:lot|lots|number|couple|total|range|variety|bunch|series|set|pair|group|host|plenty|handful|dozen|majority|minority)$/;
const ASKING =
  /^(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|know|knew|doubt|doubted|see|saw|check|checked|tell|told|question|questioned|unsure|sure|whether)$/;
const AUX_QUESTION = /^(?:do|does|did|will|would|can|could|should|shall|may|might|must|have|has|had|are|is|was|were)$/;

type Check = (finding: Finding, context: { before: Word[]; after: Word[] }) => boolean;

const CHECKS: Record<string, Check> = {
  /** "close to here", "next to there", "similar to": "to" after a word that takes it, or before "here". */
  HARPER_TO_TWO_TOO: (finding, { before, after }) =>
    finding.actual.toLowerCase() === 'to' &&
    (/^(?:here|there|where|home|whom)$/.test(after[0]?.lower ?? '') ||
      PREPOSITION_HEADS.get(before[before.length - 1]?.lower ?? '')?.includes('to') === true),
  /** "I wonder if he would have passed": an indirect question, not a conditional. */
  HARPER_IF_WOULDVE: (_, { before }) => {
    const ifAt = before.findLastIndex((word) => word.lower === 'if' || word.lower === 'whether');
    return ifAt > 0 && before.slice(Math.max(0, ifAt - 4), ifAt).some((word) => ASKING.test(word.lower));
  },
  /** "The page is out of date": a compound after "be" is predicative and takes no hyphens. */
  HARPER_OUT_OF_DATE: (_, { before }) =>
    BE_OR_MODAL.test(before[before.length - 1]?.lower ?? '') || before[before.length - 1]?.lower === 'be',
  /** "Whom did you meet?", "To whom should I write?": "whom" as the object of a question. */
  HARPER_WHOM_SUBJECT_OF_VERB: (_, { before, after }) =>
    AUX_QUESTION.test(after[0]?.lower ?? '') || before[before.length - 1]?.tag === 'ADP',
};

/** Rules about "there", "their" and "they're", by whatever name harper.js gives them. */
const THERE = /^there(?:'s|’s)?$/i;

/**
 * Whether a harper.js finding is a misreading of a correct construction and should be dropped.
 * `tags` are the tagger's parts of speech by word offset (see `tagger.ts`).
 */
export function harperOutOfContext(text: string, finding: Finding, tags: Map<number, Tag>): boolean {
  if (finding.engine !== 'harper') return false;
  const context = around(text, finding.offset, finding.end, tags);
  const { before, after } = context;
  if (CHECKS[finding.rule.id]?.(finding, context)) return true;
  const previous = before[before.length - 1];
  if (THERE.test(finding.actual.trim())) {
    // "Is there a bus?", "Why are there queues?", "Will there be time?": there after be or a modal.
    if (previous && BE_OR_MODAL.test(previous.lower)) return true;
    // "There's a lot of people", "there's a couple of reasons": the quantity phrase is singular.
    if (
      /^there['’]s$/i.test(finding.actual.trim()) &&
      /^an?$/.test(after[0]?.lower ?? '') &&
      QUANTITY_OF.test(after[1]?.lower ?? '')
    )
      return true;
  }
  // A noun read as a verb: an agreement or verb-form finding on one word the tagger reads as a
  // noun in this sentence ("the answers vary", "a price rise").
  const oneWord = /^\p{L}+$/u.test(finding.actual);
  const tag = tags.get(finding.offset);
  if (
    oneWord &&
    tag === 'NOUN' &&
    finding.rule.category.id === 'GRAMMAR' &&
    /AGREEMENT|VERB|TENSE|PARTICIPLE|INFLECT|PAST|PLURAL/.test(finding.rule.id)
  ) {
    return true;
  }
  return false;
}
