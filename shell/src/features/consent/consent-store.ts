import { create } from 'zustand';
import { consentCookie, readConsent, type ConsentChoice } from './consent-cookie';

interface ConsentState {
  choice: ConsentChoice;
  choose: (accepted: boolean) => void;
}

/** The visitor's cookie choice; nothing non-essential (the map embed) loads until it is `true`. */
export const useConsentStore = create<ConsentState>((set) => ({
  choice: readConsent(document.cookie),
  choose: (accepted) => {
    document.cookie = consentCookie(accepted, window.location.protocol === 'https:');
    set({ choice: accepted });
  },
}));
