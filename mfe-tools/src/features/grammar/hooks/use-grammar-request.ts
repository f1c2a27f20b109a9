import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { type EnglishVariant, type GrammarMatch } from '@shared/contracts';
import { checkGrammar, GrammarCheckError } from '../api';
import { GRAMMAR_ERROR_MESSAGE } from '../model';

export type GrammarOutcome = { ok: true; matches: GrammarMatch[] } | { ok: false; error: GrammarCheckError };

/**
 * One grammar request at a time against the configured endpoint: a second call while one is
 * running is ignored (a double click checks once), and leaving the page aborts it.
 */
export function useGrammarRequest() {
  const endpoint = useRuntimeConfig().endpoints.grammar;
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const check = useCallback(
    async (
      text: string,
      options: { language?: EnglishVariant; disabledRules?: readonly string[] } = {},
    ): Promise<GrammarOutcome | null> => {
      if (controller.current) return null;
      const current = new AbortController();
      controller.current = current;
      setPending(true);
      try {
        return { ok: true, matches: await checkGrammar(endpoint, text, { ...options, signal: current.signal }) };
      } catch (error) {
        if (current.signal.aborted) return null;
        return {
          ok: false,
          error: error instanceof GrammarCheckError ? error : new GrammarCheckError('failed', GRAMMAR_ERROR_MESSAGE),
        };
      } finally {
        if (controller.current === current) controller.current = null;
        if (!current.signal.aborted) setPending(false);
      }
    },
    [endpoint],
  );

  return { check, pending };
}
