import type { EnglishVariant, ParaphraseResponse } from '@shared/contracts';
import { spellerFor, VARIANTS } from '../grammar/languages';
import { wordCounts } from '../grammar/word-frequency';
import type { ParaphraseMode, Paraphraser } from './paraphraser';
import { inVariant } from './variant-spelling';

let loading: Promise<Paraphraser> | undefined;

/**
 * The paraphraser, built on first use: the tagger, WordNet (about 35 MB of buffers) and the word
 * counts load only when someone actually paraphrases, not when the api starts.
 */
export function loadParaphraser(): Promise<Paraphraser> {
  loading ??= Promise.all([import('./paraphraser'), import('./wordnet')]).then(
    ([{ Paraphraser }, { WordNet }]) => new Paraphraser(WordNet.shared(), wordCounts()),
  );
  // A failed load is not remembered, so the next request tries again.
  loading.catch(() => (loading = undefined));
  return loading;
}

export async function paraphrase(
  text: string,
  mode: ParaphraseMode,
  language: EnglishVariant = 'en-US',
): Promise<ParaphraseResponse> {
  const [paraphraser, speller] = await Promise.all([loadParaphraser(), spellerFor(VARIANTS[language].dictionary)]);
  return paraphraser.paraphrase(text, mode, (word) => inVariant(word, speller));
}
