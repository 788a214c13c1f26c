import { describe, expect, it, vi } from 'vitest';
import {
  POLLS_CLOSE,
  SILENCE_STARTS,
  daysBefore,
  inElectoralSilence,
  nextVoteChange,
  romeInstant,
  romeIsoDateTime,
  spokenHour,
  votePhase,
  votingDayAt,
} from './vote-calendar';

/** The module again, evaluated anew under its own URL: what loading it costs, without resetting the others. */
const FRESH = './vote-calendar.ts?fresh';
const at = (iso: string) => Date.parse(iso);

describe('the calendar of the vote, in Italian time', () => {
  it("reads Rome's clock as Intl's time zone data does, every day of 2000 to 2040", () => {
    const rome = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    });
    const wrong: string[] = [];
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 24 * 3_600_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      // 02:30 is missing on the day summer time starts; 01:00 and 03:00 sit beside both changes.
      for (const time of ['00:00', '01:00', '03:00', '12:00', '23:30']) {
        const instant = romeInstant(date, time);
        const p = Object.fromEntries(rome.formatToParts(instant).map((part) => [part.type, part.value]));
        const offset = p.timeZoneName.replace('GMT', '');
        const read = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00${offset}`;
        if (read !== romeIsoDateTime(date, time)) wrong.push(`${date} ${time}: ${read}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('builds no Intl formatter as it loads or tells the phase: a page asks it while it hydrates', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const calendar = (await import(/* @vite-ignore */ FRESH)) as typeof import('./vote-calendar');
      calendar.votePhase(Date.now());
      calendar.votingDayAt(Date.now());
      calendar.nextVoteChange(Date.now());
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('reads Rome wall-clock times in winter and in summer', () => {
    expect(new Date(romeInstant('2025-11-23', '07:00')).toISOString()).toBe('2025-11-23T06:00:00.000Z');
    expect(new Date(romeInstant('2025-07-01', '07:00')).toISOString()).toBe('2025-07-01T05:00:00.000Z');
  });

  it('starts the silence at 00:00 of the day before the first voting day and ends it when the polls close', () => {
    expect(new Date(SILENCE_STARTS).toISOString()).toBe('2025-11-21T23:00:00.000Z');
    expect(new Date(POLLS_CLOSE).toISOString()).toBe('2025-11-24T14:00:00.000Z');
    expect(inElectoralSilence(SILENCE_STARTS - 1)).toBe(false);
    expect(inElectoralSilence(SILENCE_STARTS)).toBe(true);
    expect(inElectoralSilence(POLLS_CLOSE - 1)).toBe(true);
    expect(inElectoralSilence(POLLS_CLOSE)).toBe(false);
  });

  it.each([
    ['2025-11-21T22:59:59Z', 'campaign', undefined],
    ['2025-11-21T23:00:00Z', 'eve', undefined],
    ['2025-11-22T22:59:59Z', 'eve', undefined],
    ['2025-11-22T23:00:00Z', 'voting', '2025-11-23'],
    ['2025-11-23T22:30:00Z', 'voting', '2025-11-23'],
    ['2025-11-23T23:00:00Z', 'voting', '2025-11-24'],
    ['2025-11-24T13:59:59Z', 'voting', '2025-11-24'],
    ['2025-11-24T14:00:00Z', 'after', '2025-11-24'],
  ])('at %s is in phase %s, voting day %s', (iso, phase, day) => {
    expect(votePhase(at(iso))).toBe(phase);
    expect(votingDayAt(at(iso))?.date).toBe(day);
  });

  it('tells a page left open when to look again', () => {
    expect(nextVoteChange(at('2025-11-01T00:00:00Z'))).toBe(SILENCE_STARTS);
    expect(new Date(nextVoteChange(at('2025-11-23T12:00:00Z'))!).toISOString()).toBe('2025-11-23T23:00:00.000Z');
    expect(nextVoteChange(POLLS_CLOSE)).toBeNull();
  });

  it('counts days back across a month and a year', () => {
    expect(daysBefore('2025-11-23', 20)).toBe('2025-11-03');
    expect(daysBefore('2025-11-23', 40)).toBe('2025-10-14');
    expect(daysBefore('2026-01-02', 3)).toBe('2025-12-30');
  });

  it('says hours as Italians do', () => {
    expect(spokenHour('07:00')).toBe('7');
    expect(spokenHour('23:00')).toBe('23');
    expect(spokenHour('07:30')).toBe('7.30');
  });
});
