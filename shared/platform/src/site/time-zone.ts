import { use, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, TIME_ZONE_PATTERN } from '@shared/contracts/runtime-config';
import { ServerFormsContext } from './posted-form';

/**
 * The cookie in which the browser tells the server its time zone (IANA name), so pages are
 * rendered in it from the next request on. Without it the server goes by the visitor's country,
 * then by the site's zone (see docs/decisions/024-times-where-the-visitor-is.md).
 */
export const TIME_ZONE_COOKIE = 'TimeZone';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

let ownZone: string | null | undefined;

/** The zone the browser runs in, read once (the first Intl call of a page costs a few ms). */
function browserTimeZone(): string | null {
  if (ownZone === undefined) {
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      ownZone = typeof zone === 'string' && zone.length <= 64 && TIME_ZONE_PATTERN.test(zone) ? zone : null;
    } catch {
      ownZone = null;
    }
  }
  return ownZone;
}

const noChanges = () => () => undefined;

/**
 * The time zone a page shows times in: the one the server rendered with during hydration (so the
 * HTML matches), then the browser's own. When the two differ, the browser's is kept in a cookie
 * for the server's next render. Only pages that show times call it.
 */
export function useTimeZone(): string {
  const sent = use(ServerFormsContext).timeZone ?? DEFAULT_TIME_ZONE;
  const zone = useSyncExternalStore(
    noChanges,
    () => browserTimeZone() ?? sent,
    () => sent,
  );
  useEffect(() => {
    const own = browserTimeZone();
    if (!own || readCookie(TIME_ZONE_COOKIE) === own) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(own)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  }, []);
  return zone;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
