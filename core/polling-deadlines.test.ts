import { describe, expect, it } from 'vitest';
import {
  DESIGNATION_DEADLINES,
  LIST_REPRESENTATIVES_KEPT_UNTIL,
  SEGGIO_SETUP_DAY,
  deadlinesNear,
} from './polling-deadlines';
import { romeInstant } from './rome-time';

describe("the designations' deadlines, from the vote calendar (23-24 November 2025)", () => {
  it("are the Thursday before the vote at the comune's office, and the polls' opening at the seggio", () => {
    expect(DESIGNATION_DEADLINES.map(({ date, until }) => [date, until])).toEqual([
      ['2025-11-20', romeInstant('2025-11-21', '00:00')],
      ['2025-11-23', romeInstant('2025-11-23', '07:00')],
    ]);
    expect(SEGGIO_SETUP_DAY).toBe('2025-11-22');
  });

  it('are warned of from 7 days before each, until it passes', () => {
    expect(deadlinesNear(romeInstant('2025-11-13', '23:00'))).toEqual([]);
    expect(deadlinesNear(romeInstant('2025-11-14', '00:00')).map((each) => each.date)).toEqual(['2025-11-20']);
    expect(deadlinesNear(romeInstant('2025-11-20', '23:59')).map((each) => each.date)).toEqual([
      '2025-11-20',
      '2025-11-23',
    ]);
    expect(deadlinesNear(romeInstant('2025-11-21', '00:00')).map((each) => each.date)).toEqual(['2025-11-23']);
    expect(deadlinesNear(romeInstant('2025-11-23', '07:00'))).toEqual([]);
  });

  it("keep the rappresentanti's data until 90 days after the last voting day at the latest", () => {
    expect(LIST_REPRESENTATIVES_KEPT_UNTIL).toBe('2026-02-22');
  });
});
