import { describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { splitTourEvents, upcomingStopsInCity } from './tour-lists';

const event = (id: number, eventDate: string, completed: 0 | 1): TourEvent => ({
  id,
  title: `Tappa ${id}`,
  location: 'Padova',
  eventDate,
  eventTime: null,
  description: null,
  address: null,
  completed,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00.000Z',
  version: 1,
});

describe('splitTourEvents', () => {
  it('keeps upcoming stops in the order received', () => {
    const events = [event(1, '2025-11-20', 0), event(2, '2025-11-02', 0), event(3, '2025-11-10', 0)];
    expect(splitTourEvents(events).upcoming.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('sorts completed stops newest first, keeping ties in the order received', () => {
    const events = [
      event(1, '2025-10-01', 1),
      event(2, '2025-10-20', 1),
      event(3, '2025-10-05', 1),
      event(4, '2025-10-20', 1),
    ];
    expect(splitTourEvents(events).completed.map((e) => e.id)).toEqual([2, 4, 3, 1]);
  });

  it('puts each stop in exactly one list and does not reorder the input', () => {
    const events = [event(1, '2025-10-01', 1), event(2, '2025-11-20', 0), event(3, '2025-10-05', 1)];
    const { upcoming, completed } = splitTourEvents(events);
    expect(upcoming.map((e) => e.id)).toEqual([2]);
    expect(completed.map((e) => e.id)).toEqual([3, 1]);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3]);
  });
});

describe('upcomingStopsInCity', () => {
  const stop = (id: number, location: string, address: string | null): TourEvent => ({
    ...event(id, '2025-11-20', 0),
    location,
    address,
  });

  it('keeps the stops whose place or address names the city, in order', () => {
    const stops = [
      stop(1, 'Piazza dei Signori, Padova', null),
      stop(2, 'Teatro Verdi', 'Via dei Livello 32, Padova'),
      stop(3, 'Festa del Nordest', 'Vicenza'),
      stop(4, 'Este', null),
    ];
    expect(upcomingStopsInCity('Padova', stops).map((s) => s.id)).toEqual([1, 2]);
    expect(upcomingStopsInCity('Este', stops).map((s) => s.id)).toEqual([4]);
    expect(upcomingStopsInCity('Rovigo', stops)).toEqual([]);
  });
});
