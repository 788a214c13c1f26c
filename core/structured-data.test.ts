import { describe, expect, it } from 'vitest';
import type { TourEvent } from './schema/tour-event.schema';
import { jsonLdScript } from './head-tags';
import { homeStructuredData, stopEvent } from './structured-data';

const ORIGIN = 'https://venturinipresidente.it';
const IMAGE = `${ORIGIN}/og/home.jpg`;

const stop = (fields: Partial<TourEvent> = {}): TourEvent => ({
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
  ...fields,
});

/** Written into a page and read back, as a search engine reads it. */
function readBack(data: Parameters<typeof jsonLdScript>[0]) {
  const script = jsonLdScript(data);
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]);
}

describe("a stop's schema.org Event, field by field (Google's event rich result)", () => {
  it('has the required name, startDate with its Rome offset and location with its address', () => {
    const event = readBack(stopEvent(stop(), ORIGIN, IMAGE));
    expect(event['@context']).toBe('https://schema.org');
    expect(event['@type']).toBe('Event');
    expect(event.name).toBe('Comizio in piazza');
    expect(event.startDate).toBe('2025-11-20T18:30:00+01:00');
    expect(event.location).toEqual({
      '@type': 'Place',
      name: 'Padova',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Piazza dei Signori 1',
        addressLocality: 'Padova',
        addressRegion: 'Veneto',
        addressCountry: 'IT',
      },
    });
  });

  it('has the recommended fields: description, status, attendance mode, image, organizer, performer, url', () => {
    const event = readBack(stopEvent(stop(), ORIGIN, IMAGE));
    expect(event.description).toBe('Un incontro aperto a tutti');
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.image).toEqual([IMAGE]);
    expect(event.organizer).toMatchObject({ '@type': 'Person', name: 'Giulia Venturini', url: `${ORIGIN}/` });
    expect(event.performer).toMatchObject({ '@type': 'Person', name: 'Giulia Venturini' });
    expect(event.url).toBe(`${ORIGIN}/tappe/7`);
    expect(event).not.toHaveProperty('endDate');
  });

  it('reads the end from the time as written, summer offsets included, and a day alone when there is no time', () => {
    const range = readBack(stopEvent(stop({ eventDate: '2025-07-01', eventTime: 'dalle 18 alle 20' }), ORIGIN, IMAGE));
    expect(range.startDate).toBe('2025-07-01T18:00:00+02:00');
    expect(range.endDate).toBe('2025-07-01T20:00:00+02:00');
    expect(readBack(stopEvent(stop({ eventTime: 'in serata' }), ORIGIN, IMAGE)).startDate).toBe('2025-11-20');
    expect(readBack(stopEvent(stop({ eventTime: null }), ORIGIN, IMAGE)).startDate).toBe('2025-11-20');
  });

  it('keeps an address-less stop valid, with the town as its locality', () => {
    const event = readBack(stopEvent(stop({ address: null }), ORIGIN, IMAGE));
    expect(event.location.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Padova',
      addressRegion: 'Veneto',
      addressCountry: 'IT',
    });
  });
});

describe("the home page's structured data", () => {
  it('names the candidate and lists the upcoming stops only, in order', () => {
    const [person, list] = readBack(
      homeStructuredData([stop({ id: 1 }), stop({ id: 2, completed: 1 }), stop({ id: 3, title: 'Festa' })], ORIGIN),
    );
    expect(person).toMatchObject({ '@type': 'Person', name: 'Giulia Venturini', url: `${ORIGIN}/` });
    expect(person.sameAs).toContain('https://www.instagram.com/venturinipresidente');
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/tappe/1`, name: 'Comizio in piazza' },
      { '@type': 'ListItem', position: 2, url: `${ORIGIN}/tappe/3`, name: 'Festa' },
    ]);
  });

  it('is the person alone when no stop is ahead', () => {
    expect(homeStructuredData([stop({ completed: 1 })], ORIGIN)).toHaveLength(1);
  });
});
