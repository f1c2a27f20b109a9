import { useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { currencyForLocales, parseChoice, type CurrencyChoice } from '../model';

/** Where the visitor's own choice is kept, so it holds on every page and visit. */
export const CURRENCY_STORAGE_KEY = 'preferredCurrency';

const listeners = new Set<() => void>();
let stored: string | null | undefined;

function readStored(): string | null {
  if (stored === undefined) {
    try {
      stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    } catch {
      stored = null;
    }
  }
  return stored;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Keeps the visitor's choice (for this page and later visits) and tells every price on the page. */
export function chooseCurrency(choice: CurrencyChoice): void {
  stored = choice;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page.
  }
  for (const listener of listeners) listener();
}

/**
 * The currency to show beside INR: the visitor's own choice, or else the one their browser's
 * languages suggest. Undefined on the server and while the page hydrates (the server cannot know
 * it), so what depends on it renders a placeholder of the same size until then.
 */
export function useVisitorCurrency(): CurrencyChoice | undefined {
  const rates = useRuntimeConfig().currency;
  const raw = useSyncExternalStore(subscribe, readStored, () => undefined);
  const languages = useSyncExternalStore(subscribe, browserLanguages, () => undefined);
  if (raw === undefined || languages === undefined) return undefined;
  return parseChoice(raw, rates) ?? currencyForLocales(languages, rates);
}

let languagesSnapshot: readonly string[] | undefined;
function browserLanguages(): readonly string[] {
  languagesSnapshot ??= navigator.languages.length > 0 ? [...navigator.languages] : [navigator.language];
  return languagesSnapshot;
}
