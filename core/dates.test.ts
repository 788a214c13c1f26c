import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it("writes every day of 2024-2032 exactly as Intl's it-IT does, without building a formatter", async () => {
    const long = new Intl.DateTimeFormat('it-IT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./dates');
    let days = 0;
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() < 2033; day.setUTCDate(day.getUTCDate() + 1)) {
      const value = day.toISOString().slice(0, 10);
      expect(fresh.formatLongDate(value)).toBe(long.format(day));
      expect(fresh.formatShortDate(value)).toBe(short.format(day));
      days += 1;
    }
    expect(days).toBe(3288);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

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
