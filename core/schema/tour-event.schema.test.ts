import { describe, expect, it } from 'vitest';
import { TOUR_EVENT_MESSAGES, tourEventSchema } from './tour-event.schema';

const stop = { title: 'Comizio', location: 'Treviso', eventDate: '2025-11-20', completed: 0 };

describe("a tour stop's time", () => {
  it.each(['18:00', '18.30', 'ore 18', '18:00-20:00', 'dalle 18 alle 20', 'in serata, dopo la cena'])(
    'keeps %j as written',
    async (written) => {
      expect((await tourEventSchema.validate({ ...stop, eventTime: written })).eventTime).toBe(written);
    },
  );

  it('trims it, and refuses more than 60 characters in Italian', async () => {
    expect((await tourEventSchema.validate({ ...stop, eventTime: ' 18:00 ' })).eventTime).toBe('18:00');
    expect((await tourEventSchema.validate({ ...stop, eventTime: 'x'.repeat(60) })).eventTime).toHaveLength(60);
    await expect(tourEventSchema.validate({ ...stop, eventTime: 'x'.repeat(61) })).rejects.toThrow(
      TOUR_EVENT_MESSAGES.eventTime,
    );
  });

  it('leaves the time optional', async () => {
    expect((await tourEventSchema.validate({ ...stop, eventTime: '' })).eventTime).toBeNull();
  });
});
