import { useCallback, useState } from 'react';
import type { EnglishVariant } from 'shared/contracts';
import { browserStorage, initialVariant, storeVariant } from './english-variant';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** The writer's English variant and a setter that remembers the choice. */
export function useEnglishVariant(): [EnglishVariant, (variant: EnglishVariant) => void] {
  const [variant, setVariant] = useState<EnglishVariant>(() => initialVariant(browserStorage(), browserLanguages()));
  const choose = useCallback((next: EnglishVariant) => {
    setVariant(next);
    storeVariant(browserStorage(), next);
  }, []);
  return [variant, choose];
}
