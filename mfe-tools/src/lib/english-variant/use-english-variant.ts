import { useCallback, useState } from 'react';
import { useHydrated } from '@shared/platform/core';
import { EnglishVariantSchema, type EnglishVariant } from '@shared/contracts';
import { browserStorage, DEFAULT_VARIANT, initialVariant, storeVariant } from './english-variant';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The writer's English variant and a setter that remembers the choice. The server cannot know the
 * browser's language or what it stored, so the page renders with the default until the browser
 * has taken over (hydration then matches the server), and with the visitor's variant after.
 */
export function useEnglishVariant(
  /** The variant a natively posted form was sent with, which the server rendered the answer in. */
  posted?: string,
): [EnglishVariant, (variant: EnglishVariant) => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<EnglishVariant | null>(() => {
    const parsed = EnglishVariantSchema.safeParse(posted);
    return parsed.success ? parsed.data : null;
  });
  const variant = chosen ?? (hydrated ? initialVariant(browserStorage(), browserLanguages()) : DEFAULT_VARIANT);
  const choose = useCallback((next: EnglishVariant) => {
    setChosen(next);
    storeVariant(browserStorage(), next);
  }, []);
  return [variant, choose];
}
