import { describe, expect, it } from 'vitest';
import { consentCookie, readConsent } from './consent-cookie';

describe('consent cookie', () => {
  it('reads the stored choice among other cookies', () => {
    expect(readConsent('a=1; CookieConsent=true; b=2')).toBe(true);
    expect(readConsent('CookieConsent=false')).toBe(false);
    expect(readConsent('other=true')).toBeNull();
    expect(readConsent('CookieConsent=maybe')).toBeNull();
  });

  it('keeps the choice 365 days with SameSite=Lax, and Secure only on https', () => {
    expect(consentCookie(true, false)).toBe('CookieConsent=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie(false, true)).toContain('; Secure');
  });
});
