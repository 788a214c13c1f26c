import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './dates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('Italian dates', () => {
  it('writes a date-only value with its weekday, in Italian', () => {
    expect(formatLongDate('2025-11-15')).toBe('sabato 15 novembre 2025');
    expect(formatLongDate('2025-11-23')).toBe('domenica 23 novembre 2025');
    expect(formatShortDate('2025-10-15')).toBe('15 ottobre 2025');
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Rome', 'UTC'])(
    'never moves a day, whatever the device time zone (%s)',
    (tz) => {
      process.env.TZ = tz;
      expect(formatLongDate('2025-03-30')).toBe('domenica 30 marzo 2025');
      expect(formatLongDate('2025-10-26')).toBe('domenica 26 ottobre 2025');
      expect(formatLongDate('2025-01-01')).toBe('mercoledì 1 gennaio 2025');
    },
  );

  it('returns anything that is not a date-only value unchanged', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('domani')).toBe('domani');
    expect(formatLongDate('2025-13-45')).toBe('2025-13-45');
  });

  it('writes a timestamp in Italian time', () => {
    expect(formatDateTime('2025-11-15T17:30:00.000Z')).toBe('15/11/2025, 18:30');
    expect(formatDateTime('2025-07-01T06:05:00Z')).toBe('01/07/2025, 08:05');
  });
});
