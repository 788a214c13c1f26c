import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sourceFiles, withoutComments } from '../test/source-files';
import { ROME_TIME_ZONE, addDays, dayInItaly, italianDateAndTime, romeClockChanges, romeInstant } from './rome-time';

/** The module again, evaluated anew under its own URL: what loading it costs, without resetting the others. */
const FRESH = './rome-time.ts?fresh';
const HOUR_MS = 3_600_000;

/** Every day of 2000 to 2040, at UTC times that sit on, beside and between both changes of Rome's clock. */
function* instants(): Generator<number> {
  for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 24 * HOUR_MS) {
    for (const minutes of [0, 59, 60, 61, 90, 22 * 60 + 59, 23 * 60, 23 * 60 + 30]) yield day + minutes * 60_000;
  }
}

describe("Rome's clock", () => {
  it("writes every instant's day and time as Intl's time zone data does, 2000 to 2040", () => {
    // The formatters the screen (it-IT) and the exports (h23) and the day's calendar (en-CA) once built.
    const screen = new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: ROME_TIME_ZONE,
    });
    const isoDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: ROME_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const wrong: string[] = [];
    let checked = 0;
    for (const instant of instants()) {
      const written = italianDateAndTime(instant).join(', ');
      if (written !== screen.format(instant)) wrong.push(`${new Date(instant).toISOString()}: ${written}`);
      if (dayInItaly(instant) !== isoDay.format(instant)) wrong.push(`${new Date(instant).toISOString()}: day`);
      checked += 1;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(14_976 * 8);
  });

  it('reads an ISO timestamp, a Date and its ms alike', () => {
    const iso = '2025-11-15T23:30:00.000Z';
    expect(italianDateAndTime(iso)).toEqual(['16/11/2025', '00:30']);
    expect(italianDateAndTime(new Date(iso))).toEqual(['16/11/2025', '00:30']);
    expect(dayInItaly(new Date(iso))).toBe('2025-11-16');
    expect(dayInItaly(Date.parse('2025-07-01T21:59:59Z'))).toBe('2025-07-01');
  });

  it('changes to summer time on the last Sunday of March and back on the last Sunday of October, at 01:00 UTC', () => {
    const [toSummer, toStandard] = romeClockChanges(2025);
    expect(new Date(toSummer.instant).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(new Date(toStandard.instant).toISOString()).toBe('2025-10-26T01:00:00.000Z');
    expect(italianDateAndTime(toSummer.instant - 1)[1]).toBe('01:59');
    expect(italianDateAndTime(toSummer.instant)[1]).toBe('03:00');
    expect(italianDateAndTime(toStandard.instant - 1)[1]).toBe('02:59');
    expect(italianDateAndTime(toStandard.instant)[1]).toBe('02:00');
    expect(romeInstant('2025-03-30', '03:00')).toBe(toSummer.instant);
  });

  it('counts calendar days across months, years and the changes of the clock', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('builds no Intl formatter as it loads or reads the clock: the pages ask it while they hydrate', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const clock = (await import(/* @vite-ignore */ FRESH)) as typeof import('./rome-time');
      clock.italianDateAndTime(Date.now());
      clock.dayInItaly(new Date());
      clock.romeIsoDateTime('2025-11-20', '18:00');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it("is the only code that names Italy's time zone or asks Intl or the device for one", () => {
    const own = join('core', 'rome-time.ts');
    const zoned = sourceFiles('core', 'server', 'db', 'functions', 'web')
      .filter(([path]) => path !== own)
      .filter(([, text]) => /Europe\/Rome|\btimeZone\s*:|getTimezoneOffset/.test(withoutComments(text)))
      .map(([path]) => path);
    expect(zoned).toEqual([]);
  });
});
