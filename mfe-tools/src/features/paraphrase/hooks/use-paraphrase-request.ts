import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { type EnglishVariant, type ParaphraseResponse } from '@shared/contracts';
import { paraphrase, ParaphraseError } from '../api';
import { PARAPHRASE_ERROR_MESSAGE, type ParaphraseMode } from '../model';

export type ParaphraseOutcome = { ok: true; result: ParaphraseResponse } | { ok: false; error: ParaphraseError };

/**
 * One paraphrase request at a time against the configured api: a second call while one is running
 * is ignored (a double click sends once), and leaving the page aborts it.
 */
export function useParaphraseRequest() {
  const apiBase = useRuntimeConfig().endpoints.api;
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (text: string, mode: ParaphraseMode, language?: EnglishVariant): Promise<ParaphraseOutcome | null> => {
      if (controller.current) return null;
      const current = new AbortController();
      controller.current = current;
      setPending(true);
      try {
        return {
          ok: true,
          result: await paraphrase(apiBase, text, mode, { signal: current.signal, ...(language ? { language } : {}) }),
        };
      } catch (error) {
        if (current.signal.aborted) return null;
        return {
          ok: false,
          error: error instanceof ParaphraseError ? error : new ParaphraseError(PARAPHRASE_ERROR_MESSAGE),
        };
      } finally {
        if (controller.current === current) controller.current = null;
        if (!current.signal.aborted) setPending(false);
      }
    },
    [apiBase],
  );

  return { run, pending };
}
