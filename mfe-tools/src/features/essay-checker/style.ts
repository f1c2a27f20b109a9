/** Style flags for an essay: long sentences, likely passive voice and over-used or doubled words. */
import type { TextRange } from '../../lib/text-segments';
import { tokenizeWords } from '../../lib/words';
import { splitSentences } from './readability';

export const LONG_SENTENCE_WORDS = 25;

export interface LongSentence extends TextRange {
  text: string;
  words: number;
}

export interface PassiveMatch extends TextRange {
  text: string;
}

export interface RepeatedWord {
  word: string;
  count: number;
}

export interface DoubledWord extends TextRange {
  word: string;
}

export interface StyleReport {
  longSentences: LongSentence[];
  passive: PassiveMatch[];
  repeated: RepeatedWord[];
  doubled: DoubledWord[];
}

const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);
const IRREGULAR_PARTICIPLES = new Set(
  (
    'arisen awoken borne beaten become begun bent bet bid bitten bled blown broken brought built burnt bought caught chosen ' +
    'come cost crept cut dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought found fled flown forbidden ' +
    'forgotten forgiven frozen got gotten given gone ground grown hung had heard hidden hit held hurt kept knelt known laid ' +
    'led leant learnt left lent let lain lit lost made meant met paid put quit read ridden rung risen run said seen sought ' +
    'sold sent set sewn shaken shed shone shot shown shrunk shut sung sunk sat slain slept slid spoken spent spun split ' +
    'spread sprung stood stolen stuck stung struck sworn swept swum swung taken taught torn told thought thrown understood ' +
    'woken worn woven won written'
  ).split(' '),
);
// Common -ed adjectives after "be" that are not passive in practice.
const NOT_PASSIVE = new Set([
  'interested',
  'tired',
  'bored',
  'excited',
  'worried',
  'pleased',
  'concerned',
  'supposed',
  'used',
  'married',
  'aged',
]);

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves one may might must many much however therefore thus'
  ).split(' '),
);

const isParticiple = (word: string) =>
  !NOT_PASSIVE.has(word) && ((word.length > 4 && /ed$/.test(word)) || IRREGULAR_PARTICIPLES.has(word));

export function checkStyle(text: string): StyleReport {
  const longSentences = splitSentences(text)
    .filter((s) => s.words.length > LONG_SENTENCE_WORDS)
    .map((s) => ({ start: s.start, end: s.end, text: s.text, words: s.words.length }));

  const tokens = tokenizeWords(text);
  const passive: PassiveMatch[] = [];
  const doubled: DoubledWord[] = [];
  const counts = new Map<string, number>();
  tokens.forEach((token, i) => {
    if (BE.has(token.norm)) {
      // be + up to two adverbs in -ly + a past participle: "was quickly written", "is widely known".
      let j = i + 1;
      while (j < i + 3 && tokens[j]?.norm.endsWith('ly')) j += 1;
      const candidate = tokens[j];
      const between = candidate ? text.slice(token.end, candidate.start) : '';
      if (candidate && isParticiple(candidate.norm) && !/[.!?;:]/.test(between)) {
        passive.push({ start: token.start, end: candidate.end, text: text.slice(token.start, candidate.end) });
      }
    }
    const previous = tokens[i - 1];
    if (
      previous &&
      previous.norm === token.norm &&
      /^\s+$/.test(text.slice(previous.end, token.start)) &&
      !/^\d/.test(token.norm)
    ) {
      doubled.push({ start: previous.start, end: token.end, word: token.text });
    }
    if (token.norm.length >= 4 && !STOPWORDS.has(token.norm) && !/^\d/.test(token.norm)) {
      counts.set(token.norm, (counts.get(token.norm) ?? 0) + 1);
    }
  });

  // Over-used: at least 3 times and at least 1% of all words.
  const threshold = Math.max(3, Math.ceil(tokens.length * 0.01));
  const repeated = [...counts.entries()]
    .filter(([, count]) => count >= threshold)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([word, count]) => ({ word, count }));

  return { longSentences, passive, repeated, doubled };
}
