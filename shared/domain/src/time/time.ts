/**
 * Moments shown where the visitor lives. Times are stored in UTC; a page shows them in one time
 * zone with its label ("28 November 2026, 11:59 pm IST"), and an order's due time is given in the
 * student's zone and stored as the UTC moment it names.
 *
 * The time zone database is the one thing plain code cannot stand in for, so this module asks
 * `Intl` for a zone's offset at a moment (numbers only, which every ICU version gives alike) and
 * writes the text itself, as the format module does: the server's HTML and the browser's first
 * render agree. Only pages that show times load it (the first `Intl` call costs a few tens of ms).
 */
import { formatLongDate } from '../format';

/** The end of the day, the due time unless the student names another. */
export const END_OF_DAY = '23:59';

/** `HH:MM`, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether `name` is a time zone this runtime knows, in the IANA form a browser reports
 * ("Asia/Kolkata", "America/Argentina/Buenos_Aires", "UTC"). A value from a cookie is checked here.
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) {
    return false;
  }
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedTime {
  /** The calendar date there, `YYYY-MM-DD`. */
  date: string;
  /** The time of day there, `HH:MM`. */
  time: string;
  /** Minutes ahead of UTC there at that moment (IST: 330). */
  offsetMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date, time and offset at `at` in `timeZone`; null for a moment that is not one. */
export function zoned(at: Date | string, timeZone: string): ZonedTime | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}`, offsetMinutes };
}

/** 330 → "GMT+5:30", 0 → "GMT", −300 → "GMT-5". */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const size = Math.abs(offsetMinutes);
  const minutes = size % 60;
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${Math.floor(size / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/**
 * The label written after a time: the name people there use where it is unambiguous (IST in
 * India, GMT or BST in the UK, UTC), and the offset from GMT elsewhere ("GMT+4", "GMT-5").
 */
export function zoneLabel(timeZone: string, offsetMinutes: number): string {
  if (timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta') return 'IST';
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  if (timeZone === 'Europe/London') return offsetMinutes === 60 ? 'BST' : 'GMT';
  return offsetLabel(offsetMinutes);
}

/** "23:59" → "11:59 pm", "00:05" → "12:05 am", as people say it. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A moment in a time zone, with the zone's label: "28 November 2026, 11:59 pm IST", or with the
 * day of the week, "Saturday 28 November 2026, 5:21 am IST". Anything else comes back as given.
 */
export function formatDateTimeIn(at: string, timeZone: string, options: { weekday?: boolean } = {}): string {
  const there = zoned(at, timeZone);
  if (!there) return at;
  const day = options.weekday ? `${WEEKDAYS[new Date(`${there.date}T00:00:00Z`).getUTCDay()]} ` : '';
  return `${day}${formatLongDate(there.date)}, ${formatTimeOfDay(there.time)} ${zoneLabel(timeZone, there.offsetMinutes)}`;
}

/** The calendar date of a moment in a time zone: "2026-11-26T23:51:00Z" in India → "27 November 2026". */
export function formatDateIn(at: string, timeZone: string): string {
  const there = zoned(at, timeZone);
  return there ? formatLongDate(there.date) : at;
}

/** Today's date and the time of day in a time zone, to check a due date and time given there. */
export function nowIn(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const there = zoned(now, timeZone)!;
  return { date: there.date, time: there.time };
}

/**
 * The UTC moment that a date and time of day name in a time zone, as an ISO string: "2026-11-28"
 * at "23:59" in Asia/Kolkata → "2026-11-28T18:29:00.000Z". A time that a clock change skips is
 * read with the offset from before the change, and one that it repeats as the first of the two.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  // The offsets a day before and a day after: the same but across a clock change. Each gives a
  // candidate; the earliest that reads back as the wall time is it.
  const before = zoned(new Date(wall - DAY_MS), timeZone)!.offsetMinutes;
  const after = zoned(new Date(wall + DAY_MS), timeZone)!.offsetMinutes;
  const candidates = [wall - before * 60_000, wall - after * 60_000].sort((a, b) => a - b);
  const named = candidates.find((moment) => {
    const there = zoned(new Date(moment), timeZone)!;
    return there.date === date && there.time === time;
  });
  return new Date(named ?? wall - before * 60_000).toISOString();
}

/** The agency's promise: in touch within this long of an order. */
export const CONTACT_WITHIN_HOURS = 24;

/**
 * When the agency contacts a student at the latest: 24 hours after the order, but never later
 * than halfway to the due time, so an urgent order hears from us while there is time to act.
 */
export function contactBy(placedAt: string, dueAt: string | null | undefined): string {
  const placed = new Date(placedAt).getTime();
  const within = placed + CONTACT_WITHIN_HOURS * 60 * 60 * 1000;
  const due = dueAt ? new Date(dueAt).getTime() : Number.NaN;
  if (Number.isNaN(due)) return new Date(within).toISOString();
  const halfway = placed + Math.max(0, due - placed) / 2;
  return new Date(Math.min(within, halfway)).toISOString();
}
