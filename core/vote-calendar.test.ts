import { describe, expect, it } from 'vitest';
import {
  POLLS_CLOSE,
  SILENCE_STARTS,
  daysBefore,
  inElectoralSilence,
  nextVoteChange,
  romeInstant,
  spokenHour,
  votePhase,
  votingDayAt,
} from './vote-calendar';

const at = (iso: string) => Date.parse(iso);

describe('the calendar of the vote, in Italian time', () => {
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
