import type { CheckMatch } from './checker';
import { collectGarbage } from '../collect-garbage';
import { checkerFor, LANGUAGES, preloadGrammar, type LanguageCode } from './languages';

/**
 * The grammar check's worker thread (see `pool.ts`): every engine (harper.js, the Hunspell
 * dictionaries, the lexicon, the tagger) lives here, off the api's main thread, so a long check
 * never holds up other requests, and a check past its time limit can be stopped by ending the
 * thread.
 */
export type GrammarTask =
  | { kind: 'check'; text: string; language: LanguageCode; disabled: string[] }
  | { kind: 'preload' }
  /** Loads one variant's checker (the check's time limit does not count the loading). */
  | { kind: 'warm'; language: LanguageCode }
  /** Forgets the spelling suggestions worked out so far (the bench's "computed afresh" timing). */
  | { kind: 'clearCaches' };

export default async function run(task: GrammarTask): Promise<CheckMatch[] | null> {
  if (task.kind === 'preload') {
    await preloadGrammar();
    // What loading left behind is garbage now; this thread will allocate too little to collect it soon.
    collectGarbage();
    return null;
  }
  if (task.kind === 'warm') {
    await checkerFor(task.language);
    return null;
  }
  if (task.kind === 'clearCaches') {
    for (const { longCode } of LANGUAGES) (await checkerFor(longCode)).speller.clearCache();
    return null;
  }
  const checker = await checkerFor(task.language);
  return checker.check(task.text, { disabled: new Set(task.disabled) });
}
