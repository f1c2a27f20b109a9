import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import { COLLOCATIONS, type Collocation } from '../lexicon/collocations';
import type { Lexicon } from '../lexicon/lexicon';
import { eachSentence, isAnyWord, matchCase, report, type Token } from './tokens';

/**
 * A wrong preposition after a word of the collocation table (`lexicon/collocations.ts`):
 * "interested on" → "interested in", "depends of" → "depends on", "discussed about the plan" →
 * "discussed the plan", "capable to do" → "capable of doing". The head is matched by its lemma
 * (any form of a verb) and, where the tagger has read the sentence, by its part of speech in
 * context, so "a request for" (a noun) is not "requested for" (a verb).
 */
const BY_HEAD = new Map<string, Collocation[]>();
for (const entry of COLLOCATIONS) BY_HEAD.set(entry.head, [...(BY_HEAD.get(entry.head) ?? []), entry]);

const TAGS: Record<Collocation['pos'], RegExp> = {
  verb: /^(?:VERB|AUX)$/,
  adjective: /^(?:ADJ|VERB)$/,
  noun: /^(?:NOUN|PROPN)$/,
};

function entryFor(token: Token, lexicon: Lexicon): Collocation | undefined {
  const candidates = [
    ...(BY_HEAD.get(token.lower) ?? []).filter((entry) => entry.pos !== 'verb'),
    ...(BY_HEAD.get(lexicon.verb(token.lower)?.lemma ?? '') ?? []).filter((entry) => entry.pos === 'verb'),
  ];
  return candidates.find((entry) => token.tag === undefined || TAGS[entry.pos].test(token.tag));
}

export function collocationsPlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      tokens.forEach((head, index) => {
        const preposition = tokens[index + 1];
        if (!isAnyWord(head) || !isAnyWord(preposition) || preposition.spaceBefore === false) return;
        const entry = entryFor(head, lexicon);
        if (!entry || !entry.wrong.includes(preposition.lower)) return;
        const after = tokens[index + 2];
        if (!isAnyWord(after)) return;
        if (entry.unless?.test(after.lower) || (entry.onlyBefore && !entry.onlyBefore.test(after.lower))) return;
        const verbAfter =
          preposition.lower === 'to' && (after.tag === 'VERB' || lexicon.verb(after.lower)?.forms.has('base'));
        if (verbAfter && !(after.tag === 'NOUN' && !lexicon.verb(after.lower))) {
          // "capable to do" → "capable of doing"; elsewhere "to" + a verb is a purpose ("arrived to find").
          if (!entry.gerund || !lexicon.verb(after.lower)?.forms.has('base')) return;
          const fixed = `${entry.takes[0]} ${lexicon.conjugate(lexicon.verb(after.lower)!.lemma).gerund}`;
          report(file, {
            rule: 'preposition',
            from: preposition,
            to: after,
            replacements: [fixed],
            message: `“${entry.head}” is followed by “${entry.takes[0]}” and the -ing form: “${fixed}”.`,
            shortMessage: 'Preposition',
          });
          return;
        }
        if (entry.takes.length === 0) {
          report(file, {
            rule: 'preposition',
            from: head,
            to: preposition,
            replacements: [head.text],
            message: `“${entry.head}” takes a direct object, without “${preposition.lower}”.`,
            shortMessage: 'Preposition',
          });
          return;
        }
        report(file, {
          rule: 'preposition',
          from: preposition,
          replacements: entry.takes.map((wanted) => matchCase(preposition.text, wanted)),
          message: `The usual preposition after “${entry.head}” is “${entry.takes[0]}”.`,
          shortMessage: 'Preposition',
        });
      });
    });
  };
}
