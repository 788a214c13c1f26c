import { describe, expect, it } from 'vitest';
import { TOUR_EVENT_MESSAGES, normalizeTime, tourEventSchema } from './tour-event';

const stop = { title: 'Comizio', location: 'Treviso', eventDate: '2025-11-20', completed: 0 };

describe("a tour stop's time", () => {
  it.each([
    ['18:30', '18:30'],
    ['18.30', '18:30'],
    ['18,30', '18:30'],
    ['ore 18', '18:00'],
    ['Ore 9', '09:00'],
    ['h 21.15', '21:15'],
    ['18h30', '18:30'],
    [' 7:05 ', '07:05'],
    ['0.00', '00:00'],
  ])('reads %j as %s', async (written, stored) => {
    expect(normalizeTime(written)).toBe(stored);
    expect((await tourEventSchema.validate({ ...stop, eventTime: written })).eventTime).toBe(stored);
  });

  it.each(['24:00', '18:60', 'sera', '18:3', '1830', 'ore', '18:30:00'])('refuses %j in Italian', async (written) => {
    expect(normalizeTime(written)).toBeNull();
    await expect(tourEventSchema.validate({ ...stop, eventTime: written })).rejects.toThrow(
      TOUR_EVENT_MESSAGES.eventTime,
    );
  });

  it('leaves the time optional', async () => {
    expect((await tourEventSchema.validate({ ...stop, eventTime: '' })).eventTime).toBeNull();
  });
});
