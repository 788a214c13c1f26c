import { describe, expect, it } from 'vitest';
import { pageIdForPath, tourStopPath } from './page-routes';
import type { TourEvent } from './schema/tour-event.schema';
import { stopPreviewImage, tourStopHead } from './stop-preview';

const ORIGIN = 'https://example.org';

const stop: TourEvent = {
  id: 7,
  title: 'Comizio in piazza',
  location: 'Padova',
  eventDate: '2025-11-20',
  eventTime: '18:30',
  description: 'Un incontro aperto a tutti',
  address: 'Piazza dei Signori 1',
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00Z',
  version: 1,
};

describe('the stop pages', () => {
  it('live at /tappe/{id}, the path of their function', () => {
    expect(tourStopPath(7)).toBe('/tappe/7');
    expect(pageIdForPath(tourStopPath(7))).toBe('tourStop');
  });

  it("carry the stop's own title, words, picture and Event", () => {
    const head = tourStopHead(stop, ORIGIN);
    expect(head.title).toBe('Comizio in piazza – Tour di Giulia Venturini');
    expect(head.description).toBe('giovedì 20 novembre 2025, ore 18:30, Padova. Un incontro aperto a tutti');
    expect(head.listed).toEqual({ url: 'https://example.org/tappe/7', image: stopPreviewImage(stop, ORIGIN) });
    expect(head.structuredData).toMatchObject({ '@type': 'Event', url: 'https://example.org/tappe/7' });
  });

  it('cut a long description to 200 characters with an ellipsis', () => {
    const description = tourStopHead({ ...stop, description: 'parola '.repeat(60) }, ORIGIN).description!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^giovedì 20 novembre 2025, ore 18:30, Padova\. (parola )+\S*…$/);
  });
});
