import { createContext, use, useState, type ReactNode } from 'react';
import { consentCookie, type ConsentChoice } from './consent-cookie';

interface Consent {
  choice: ConsentChoice;
  choose: (accepted: boolean) => void;
}

const ConsentContext = createContext<Consent | null>(null);

/**
 * The visitor's cookie choice; nothing non-essential (the map embed) loads until it is `true`.
 * `initial` is what the request's cookie said: the server renders with it and the browser hydrates
 * with the same value, so the banner and the map are in the server's HTML as they will stay.
 */
export function ConsentProvider({ initial, children }: { initial: ConsentChoice; children: ReactNode }) {
  const [choice, setChoice] = useState(initial);
  const choose = (accepted: boolean) => {
    document.cookie = consentCookie(accepted, window.location.protocol === 'https:');
    setChoice(accepted);
  };
  return <ConsentContext value={{ choice, choose }}>{children}</ConsentContext>;
}

export function useConsent(): Consent {
  const consent = use(ConsentContext);
  if (!consent) throw new Error('useConsent needs a ConsentProvider');
  return consent;
}
