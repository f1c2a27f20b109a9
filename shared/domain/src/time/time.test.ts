import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactBy,
  formatDateIn,
  formatDateTimeIn,
  formatTimeOfDay,
  isTimeZone,
  nowIn,
  offsetLabel,
  zoned,
  zonedToUtc,
} from './time';

describe('a moment where the visitor lives', () => {
  it('is written in their zone, with its label', () => {
    // 05:21 in India on 27 November is 23:51 UTC the day before.
    const placed = '2026-11-26T23:51:00Z';
    expect(formatDateTimeIn(placed, 'Asia/Kolkata')).toBe('27 November 2026, 5:21 am IST');
    expect(formatDateIn(placed, 'Asia/Kolkata')).toBe('27 November 2026');
    expect(formatDateIn(placed, 'UTC')).toBe('26 November 2026');
    expect(formatDateTimeIn(placed, 'UTC')).toBe('26 November 2026, 11:51 pm UTC');
    expect(formatDateTimeIn(placed, 'Europe/London')).toBe('26 November 2026, 11:51 pm GMT');
    expect(formatDateTimeIn('2026-07-01T12:00:00Z', 'Europe/London')).toBe('1 July 2026, 1:00 pm BST');
    expect(formatDateTimeIn(placed, 'America/New_York')).toBe('26 November 2026, 6:51 pm GMT-5');
    expect(formatDateTimeIn(placed, 'Asia/Kathmandu')).toBe('27 November 2026, 5:36 am GMT+5:45');
    expect(formatDateTimeIn('2026-11-28T18:29:00Z', 'Asia/Kolkata', { weekday: true })).toBe(
      'Saturday 28 November 2026, 11:59 pm IST',
    );
    expect(formatDateTimeIn('not a moment', 'Asia/Kolkata')).toBe('not a moment');
  });

  it('agrees with Intl on the date, time and offset in any zone', () => {
    const zones = ['Asia/Kolkata', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const at = new Date(Math.floor(ms / 60_000) * 60_000);
          const there = zoned(at, zone)!;
          const intl = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }).format(at);
          expect(`${there.date}, ${there.time}`).toBe(intl);
          expect(zonedToUtc(there.date, there.time, zone) <= at.toISOString()).toBe(true);
        },
      ),
    );
  });

  it('writes times of day and offsets as people say them', () => {
    expect(formatTimeOfDay('23:59')).toBe('11:59 pm');
    expect(formatTimeOfDay('00:05')).toBe('12:05 am');
    expect(formatTimeOfDay('12:00')).toBe('12:00 pm');
    expect(offsetLabel(330)).toBe('GMT+5:30');
    expect(offsetLabel(-300)).toBe('GMT-5');
    expect(offsetLabel(0)).toBe('GMT');
  });
});

describe('a due time given in a zone', () => {
  it('is the UTC moment it names', () => {
    expect(zonedToUtc('2026-11-28', '23:59', 'Asia/Kolkata')).toBe('2026-11-28T18:29:00.000Z');
    expect(zonedToUtc('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToUtc('2026-12-01', '09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('across a clock change: a skipped time is read with the offset before it, a repeated one as the first', () => {
    // 29 March 2026, 01:30 does not exist in London; 25 October 2026, 01:30 happens twice.
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('knows today there', () => {
    expect(nowIn('Asia/Kolkata', new Date('2026-11-26T23:51:00Z'))).toEqual({ date: '2026-11-27', time: '05:21' });
  });
});

describe('isTimeZone', () => {
  it('takes the zones a browser reports, and nothing else', () => {
    for (const zone of ['Asia/Kolkata', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['', 'Mars/Olympus', 'Asia/Kolkata; Path=/', '../etc', 'x'.repeat(65), 42, null]) {
      expect(isTimeZone(zone), String(zone)).toBe(false);
    }
  });
});

describe('contactBy', () => {
  const placed = '2026-11-26T23:51:00Z';
  it('is 24 hours after the order when the work is due later than two days on', () => {
    expect(contactBy(placed, '2026-12-10T18:29:00Z')).toBe('2026-11-27T23:51:00.000Z');
    expect(contactBy(placed, null)).toBe('2026-11-27T23:51:00.000Z');
  });
  it('is never later than halfway to the due time: a deadline tomorrow hears from us sooner', () => {
    const due = '2026-11-28T18:29:00Z';
    const by = contactBy(placed, due);
    expect(by < due).toBe(true);
    expect(by).toBe('2026-11-27T21:10:00.000Z');
  });
});
