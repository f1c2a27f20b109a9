import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import type { Lexicon, VerbReading } from '../lexicon/lexicon';
import { DETERMINERS, MODALS, NEGATED_MODALS, SUBJECT_PRONOUNS } from '../lexicon/word-lists';
import { skipAdverbs } from './phrases';
import { eachSentence, isAnyWord, isBoundary, isWord, matchCase, report, type Token } from './tokens';

/**
 * The form a verb takes after another word: the plain form after a modal, "to" and "do"
 * ("can write", "didn't go"), the past participle after "have" and "be" ("has gone", "was
 * written"); no "am" before "agree"; no preposition after "discuss".
 */
export function verbFormsPlugin(lexicon: Lexicon) {
  return () => (tree: Root, file: VFile) => {
    eachSentence(tree, (tokens) => {
      tokens.forEach((token, index) => {
        if (token.kind !== 'word') return;
        [checkAfterModal, checkAfterDo, checkParticiple, checkBeWithVerb, checkRedundantPreposition].some((check) =>
          check(file, tokens, index, lexicon),
        );
      });
    });
  };
}

const inflected = (reading: VerbReading) =>
  !reading.forms.has('base') &&
  (reading.forms.has('third') || reading.forms.has('past') || reading.forms.has('participle'));

/** Whether a modal here is really a modal, not "free will", "a can", "in May". */
function modalHere(tokens: Token[], index: number): boolean {
  const modal = tokens[index]!;
  if (NEGATED_MODALS.has(modal.lower)) return true;
  if (!MODALS.has(modal.lower)) return false;
  if (modal.capitalised) return false;
  const before = tokens[index - 1];
  return !isWord(before, DETERMINERS) && !isWord(before, 'free') && !isWord(before, 'all');
}

/** "can writes", "should goes", "must to finish", "would liked", "to went". */
function checkAfterModal(file: VFile, tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const word = tokens[index]!;
  const isTo = word.lower === 'to';
  if (!isTo && !modalHere(tokens, index)) return false;
  const at = isTo ? index + 1 : skipAdverbs(tokens, index + 1, lexicon);
  const next = tokens[at];
  if (!isAnyWord(next)) return false;
  // "must to finish": "to" has no place after a modal.
  if (!isTo && next.lower === 'to' && /^(?:must|can|could|should|will|would|may|might)$/.test(word.lower)) {
    const verb = tokens[at + 1];
    if (!isAnyWord(verb) || !lexicon.verb(verb.lower)?.forms.has('base')) return false;
    report(file, {
      rule: 'modalVerbForm',
      from: next,
      to: verb,
      replacements: [verb.text],
      message: `No “to” after “${word.text}”: write “${word.text} ${verb.text}”.`,
      shortMessage: 'Verb form after a modal',
    });
    return true;
  }
  if (!/^[a-z]+$/.test(next.lower) || next.lower === 'been') return false;
  const reading = lexicon.verb(next.lower);
  if (!reading || !inflected(reading)) return false;
  const noun = lexicon.noun(next.lower);
  // After "to", only an irregular past that can be nothing else ("to went", "to chose").
  if (isTo && (reading.forms.size > 1 || !reading.forms.has('past') || noun || lexicon.isAdjective(next.lower))) {
    return false;
  }
  const forms = lexicon.conjugate(reading.lemma);
  const replacements = [matchCase(next.text, forms.base)];
  if (!isTo && (reading.forms.has('past') || reading.forms.has('participle'))) {
    replacements.push(`have ${forms.participle[0]}`);
  }
  report(file, {
    rule: 'modalVerbForm',
    from: next,
    replacements,
    message: `After “${word.text}”, use the plain form of the verb: “${forms.base}”.`,
    shortMessage: 'Verb form after a modal',
  });
  return true;
}

const DO_WORDS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]);

/** "didn't went", "doesn't knows", "Did you finished", "Does she likes". */
function checkAfterDo(file: VFile, tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const word = tokens[index]!;
  if (!DO_WORDS.has(word.lower)) return false;
  let at = index + 1;
  if (isWord(tokens[at], 'not')) at += 1;
  else if (index === 0 || isBoundary(tokens[index - 1])) {
    // A question: "Did you finish", "Does the author explain".
    if (isWord(tokens[at], SUBJECT_PRONOUNS)) at += 1;
    else if (isWord(tokens[at], DETERMINERS)) {
      // The subject is a short noun phrase: a determiner, then nouns and adjectives up to its noun.
      let end = at + 1;
      const pastOnly = (token: Token) => {
        const forms = lexicon.verb(token.lower)?.forms;
        return forms !== undefined && forms.has('past') && !forms.has('base');
      };
      while (end < at + 4 && isAnyWord(tokens[end]) && !pastOnly(tokens[end]!)) end += 1;
      if (end === at + 1 || !lexicon.noun(tokens[end - 1]!.lower)) return false;
      at = end;
    } else return false;
  } else if (!/n't$/.test(word.lower)) {
    return false;
  }
  at = skipAdverbs(tokens, at, lexicon);
  const verb = tokens[at];
  if (!isAnyWord(verb) || !/^[a-z]+$/.test(verb.lower)) return false;
  const reading = lexicon.verb(verb.lower);
  if (!reading || !inflected(reading)) return false;
  const base = lexicon.conjugate(reading.lemma).base;
  report(file, {
    rule: 'doBaseForm',
    from: verb,
    replacements: [matchCase(verb.text, base)],
    message: `After “${word.text}”, use the plain form of the verb: “${base}”.`,
    shortMessage: 'Verb form after do',
  });
  return true;
}

const CAUSES = new Set(['by', 'during']);
const HAVE_AUX = new Set(['have', 'has', 'had', 'having', "'ve", "haven't", "hasn't", "hadn't"]);
const BE_AUX = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);

/** "has went", "was wrote", "I seen". */
function checkParticiple(file: VFile, tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const word = tokens[index]!;
  const afterHave = HAVE_AUX.has(word.lower);
  const afterBe = BE_AUX.has(word.lower);
  const afterPronoun =
    SUBJECT_PRONOUNS.has(word.lower) &&
    (index === 0 || isBoundary(tokens[index - 1]) || isWord(tokens[index - 1], 'and'));
  // "Have you ate?": a question puts the subject between "have" and the participle.
  if (
    /^(?:have|has|had)$/.test(word.lower) &&
    (index === 0 || isBoundary(tokens[index - 1])) &&
    isWord(tokens[index + 1], SUBJECT_PRONOUNS)
  ) {
    return checkParticiple(file, tokens.slice(0, index + 1).concat(tokens.slice(index + 2)), index, lexicon);
  }
  if (!afterHave && !afterBe && !afterPronoun) return false;
  const at = skipAdverbs(tokens, index + 1, lexicon);
  const verb = tokens[at];
  if (!isAnyWord(verb) || !/^[a-z]+$/.test(verb.lower)) return false;
  const reading = lexicon.verb(verb.lower);
  if (!reading) return false;
  const forms = lexicon.conjugate(reading.lemma);
  const participle = forms.participle[0]!;
  if (afterPronoun) {
    // "I seen", "they done": a participle with no auxiliary.
    if (!reading.forms.has('participle') || reading.forms.has('past') || reading.forms.has('base')) return false;
    if (reading.lemma === 'be' || lexicon.isAdjective(verb.lower)) return false;
    report(file, {
      rule: 'participle',
      from: verb,
      replacements: [forms.past[0]!, `have ${verb.text}`],
      message: `“${verb.text}” needs “have” before it; for the simple past, write “${forms.past[0]}”.`,
      shortMessage: 'Verb form',
    });
    return true;
  }
  // Only a past tense that is not also the participle ("went", "wrote", "took") is wrong here.
  if (!reading.forms.has('past') || reading.forms.has('participle') || reading.forms.has('base')) return false;
  // "was broke" (had no money) is an idiom; only flag it when a cause follows ("broke by", "broke during").
  if (afterBe && verb.lower === 'broke' && !isWord(tokens[at + 1], CAUSES)) return false;
  report(file, {
    rule: 'participle',
    from: verb,
    replacements: [matchCase(verb.text, participle)],
    message: `After “${word.text}”, use the past participle: “${participle}”.`,
    shortMessage: 'Past participle',
  });
  return true;
}

/** Verbs that never follow "am/is/are" in their plain form. */
const STATIVE = new Set([
  'agree',
  'disagree',
  'believe',
  'know',
  'think',
  'understand',
  'want',
  'prefer',
  'realise',
  'realize',
  'suppose',
]);

/** "I am agree" → "I agree", "She is agree" → "She agrees", "I am not agree" → "I do not agree". */
function checkBeWithVerb(file: VFile, tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const be = tokens[index]!;
  if (!/^(?:am|is|are|was|were)$/.test(be.lower)) return false;
  const negated = isWord(tokens[index + 1], 'not');
  const verb = tokens[index + (negated ? 2 : 1)];
  if (!verb || !isWord(verb, STATIVE)) return false;
  const forms = lexicon.conjugate(verb.lower);
  const singular = be.lower === 'is' || be.lower === 'was';
  const past = be.lower === 'was' || be.lower === 'were';
  let replacement: string;
  if (negated) replacement = `${past ? 'did' : singular ? 'does' : 'do'} not ${forms.base}`;
  else replacement = past ? forms.past[0]! : singular ? forms.third : forms.base;
  const replacements = negated ? [replacement, replacement.replace(' not', "n't")] : [replacement];
  report(file, {
    rule: 'beWithVerb',
    from: be,
    to: verb,
    replacements: replacements.map((value) => matchCase(be.text, value)),
    message: `“${verb.text}” is a verb: it needs no “${be.text}”. Write “${replacement}”.`,
    shortMessage: 'Unneeded “be”',
  });
  return true;
}

const REDUNDANT: Record<string, { preposition: string; replace?: (verb: string) => string[] }> = {
  discuss: { preposition: 'about' },
  mention: { preposition: 'about' },
  emphasise: { preposition: 'on' },
  emphasize: { preposition: 'on' },
  comprise: { preposition: 'of', replace: (verb) => [verb, verb.replace(/^compris/, 'consist')] },
  request: { preposition: 'for' },
  return: { preposition: 'back' },
  revert: { preposition: 'back' },
};

/** "discussed about the results" → "discussed the results". */
function checkRedundantPreposition(file: VFile, tokens: Token[], index: number, lexicon: Lexicon): boolean {
  const verb = tokens[index]!;
  const reading = lexicon.verb(verb.lower);
  const entry = reading ? REDUNDANT[reading.lemma] : undefined;
  const preposition = tokens[index + 1];
  if (!entry || !isWord(preposition, entry.preposition)) return false;
  // Nouns: "a request for", "the return back home" is rarer; only verb forms after a subject or auxiliary.
  if (reading?.lemma === 'request' && !reading.forms.has('past')) return false;
  if (reading?.lemma === 'return' && isWord(tokens[index - 1], DETERMINERS)) return false;
  const replacements = entry.replace
    ? entry.replace(verb.text).map((value, i) => (i === 0 ? value : `${value} of`))
    : [verb.text];
  report(file, {
    rule: 'redundantPreposition',
    from: verb,
    to: preposition,
    replacements,
    message: `“${reading!.lemma}” takes no “${entry.preposition}”: write “${replacements[0]}”.`,
    shortMessage: 'Unneeded preposition',
  });
  return true;
}
