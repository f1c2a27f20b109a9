import { parse as parseCookies } from 'hono/utils/cookie';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, type RuntimeConfig } from '@shared/platform/core';
import { isTimeZone } from '@shared/domain/time';

/**
 * Countries with one time zone (or one that nearly all of the country keeps) whose students the
 * site sees: a first visit from them is shown their time before the browser has said so.
 */
const COUNTRY_ZONES: Record<string, string> = {
  IN: 'Asia/Kolkata',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  NZ: 'Pacific/Auckland',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  PK: 'Asia/Karachi',
  BD: 'Asia/Dhaka',
  LK: 'Asia/Colombo',
  NP: 'Asia/Kathmandu',
  HK: 'Asia/Hong_Kong',
  ZA: 'Africa/Johannesburg',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
};

/**
 * The time zone a page is rendered in for this request: the browser's own, which it keeps in the
 * `TimeZone` cookie once a page with times has run; else the zone of the country the visitor's
 * languages name, where it has one; else the site's (config `site.timeZone`, India by default).
 * Pages written in a zone say which (a label after every time), so a guess is never silent.
 */
export function visitorTimeZone(cookieHeader: string, country: string | undefined, config: RuntimeConfig): string {
  const sent = parseCookies(cookieHeader, TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE];
  if (sent && isTimeZone(sent)) return sent;
  const ofCountry = country ? COUNTRY_ZONES[country] : undefined;
  if (ofCountry) return ofCountry;
  const configured = config.site.timeZone;
  return configured && isTimeZone(configured) ? configured : DEFAULT_TIME_ZONE;
}
