import { WordNet } from '../paraphrase/wordnet';
import { GrammarChecker } from './checker';
import { HarperEngine, type HarperDialectName } from './engines/harper';
import { Lexicon } from './lexicon/lexicon';
import { Speller } from './spelling';
import { wordCounts } from './word-frequency';
import nspell from 'nspell';

/** The English variants this checker supports, as LanguageTool lists them in `GET /v2/languages`. */
export const LANGUAGES = [
  { name: 'English (US)', code: 'en', longCode: 'en-US' },
  { name: 'English (GB)', code: 'en', longCode: 'en-GB' },
  { name: 'English (Australian)', code: 'en', longCode: 'en-AU' },
  { name: 'English (Canadian)', code: 'en', longCode: 'en-CA' },
  { name: 'English (Indian)', code: 'en', longCode: 'en-IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['longCode'];

const ALIASES: Record<string, LanguageCode> = {
  en: 'en-US',
  auto: 'en-US',
  ...Object.fromEntries(LANGUAGES.map(({ longCode }) => [longCode.toLowerCase(), longCode])),
};

/** The supported language a request's `language` names (case-insensitive; `en` and `auto` mean en-US). */
export function resolveLanguage(value: string): (typeof LANGUAGES)[number] | undefined {
  const code = ALIASES[value.trim().toLowerCase()];
  return LANGUAGES.find((language) => language.longCode === code);
}

type Dictionary = { default: { aff: Uint8Array; dic: Uint8Array } };

/** Each variant's Hunspell dictionary; Indian English follows British spelling. */
const DICTIONARIES: Record<string, () => Promise<Dictionary>> = {
  'dictionary-en': () => import('dictionary-en'),
  'dictionary-en-gb': () => import('dictionary-en-gb'),
  'dictionary-en-au': () => import('dictionary-en-au'),
  'dictionary-en-ca': () => import('dictionary-en-ca'),
};

export const VARIANTS: Record<LanguageCode, { dictionary: keyof typeof DICTIONARIES; dialect: HarperDialectName }> = {
  'en-US': { dictionary: 'dictionary-en', dialect: 'American' },
  'en-GB': { dictionary: 'dictionary-en-gb', dialect: 'British' },
  'en-AU': { dictionary: 'dictionary-en-au', dialect: 'Australian' },
  'en-CA': { dictionary: 'dictionary-en-ca', dialect: 'Canadian' },
  'en-IN': { dictionary: 'dictionary-en-gb', dialect: 'Indian' },
};

/** Loads once and remembers; a failed load is forgotten, so the next call tries again. */
function once<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loading = new Map<K, Promise<V>>();
  return (key) => {
    let value = loading.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => loading.delete(key));
      loading.set(key, value);
    }
    return value;
  };
}

/**
 * Words of Indian English that the British dictionary (which en-IN uses) lacks: numbers, and the
 * everyday transliterated words for food, dress, places and customs that Indian students write
 * in English without italics. Each is in the Oxford English Dictionary or the Hobson-Jobson
 * tradition of Indian English; none is a misspelling of an English word.
 */
const INDIAN_ENGLISH_WORDS = `lakh lakhs crore crores idli idlis dosa dosas sambar sambhar dal daal roti rotis chapati
  chapatis chapatti paratha parathas naan biryani paneer masala ghee samosa samosas pakora pakoras bhaji
  chaat jalebi jalebis ladoo laddoo laddoos halwa kheer lassi chai tiffin dhaba dhabas thali
  sari saris saree sarees kurta kurtas dhoti dhotis salwar kameez dupatta lehenga bindi mehndi rangoli
  diya diyas puja pooja aarti mandir gurdwara ghat ghats godown godowns prepone preponed
  chappal chappals rickshaw rickshaws autorickshaw`
  .split(/\s+/)
  .filter(Boolean);

/** The speller of a Hunspell dictionary (about a second to build), shared by the variants that use it. */
export const spellerFor = once(async (dictionary: string): Promise<Speller> => {
  const module = await DICTIONARIES[dictionary]!();
  const { aff, dic } = module.default;
  const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spell = nspell({ aff: toBuffer(aff), dic: toBuffer(dic) });
  // Indian English words (lakhs and crores, idli and kurta) that the British dictionary lacks.
  if (dictionary === 'dictionary-en-gb') for (const word of INDIAN_ENGLISH_WORDS) spell.add(word);
  // "Wellbeing" is the usual British spelling (and the site's); the British dictionary has only "well-being".
  if (dictionary !== 'dictionary-en') spell.add('wellbeing');
  return new Speller(spell, { counts: wordCounts() });
});

let lexicon: Lexicon | undefined;
const sharedLexicon = () => (lexicon ??= new Lexicon(WordNet.shared()));

const WARM_UP = [
  'The students was asked to compare two methods, and each of the groups have written a short report.',
  'Their results suggests that less participants would of changed the outcome; its not clear why.',
  'Me and my friend discussed about the findings with our tutor, who can explains the statistics.',
  'In 2019, three researcher analysed the data (Smith & Jones, 2018) and found a strong effect on attendance.',
  'However , the sample was small,and the questionnaire was wrote in one night by the team.',
].join(' ');

/**
 * Loads every variant's checker (harper.js, the lexicon, four Hunspell dictionaries) ahead of the
 * first check, one after the other: a cold check takes one to three seconds, and with everything
 * loaded the api still stays under its memory budget (see ADR 006).
 */
export async function preloadGrammar(): Promise<void> {
  for (const { longCode } of LANGUAGES) {
    const checker = await checkerFor(longCode);
    // The first lint of new words is slow (code is compiled as it is first reached): pay it here.
    await checker.check(WARM_UP);
  }
}

/**
 * The checker for a language, built on first use and reused after: its speller, and harper.js
 * (about three seconds for the first variant, a tenth of that for each next one).
 */
export const checkerFor = once(async (code: LanguageCode): Promise<GrammarChecker> => {
  const { dictionary, dialect } = VARIANTS[code];
  const [speller, harper] = await Promise.all([spellerFor(dictionary), HarperEngine.create(dialect)]);
  return new GrammarChecker(speller, sharedLexicon(), harper);
});
