import { useCallback, useState } from 'react';
import { preferenceStorage, readPreferences, writePreferences, type GrammarPreferences } from '../preferences';

/** The visitor's ignored rules and added words, remembered in this browser. */
export function useGrammarPreferences() {
  const [preferences, setPreferences] = useState<GrammarPreferences>(() => readPreferences(preferenceStorage()));
  const update = useCallback((change: (current: GrammarPreferences) => GrammarPreferences) => {
    setPreferences((current) => {
      const next = change(current);
      if (next !== current) writePreferences(preferenceStorage(), next);
      return next;
    });
  }, []);
  return { preferences, update };
}
