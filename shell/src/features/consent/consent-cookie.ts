/** The CookieConsent cookie: true or false, kept 365 days, SameSite=Lax, and Secure on https. */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_MAX_AGE_DAYS = 365;

export type ConsentChoice = boolean | null;

export function readConsent(cookieHeader: string): ConsentChoice {
  const match = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  const value = match?.slice(CONSENT_COOKIE.length + 1);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function consentCookie(accepted: boolean, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${accepted}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
