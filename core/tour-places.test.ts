import { describe, expect, it } from 'vitest';
import { isHeldIn, namesCity, tourNeighbours } from './tour-places';

describe('namesCity', () => {
  it('finds the city as whole words anywhere in the text', () => {
    expect(namesCity('Piazza dei Signori, Padova', 'Padova')).toBe(true);
    expect(namesCity('Padova', 'Padova')).toBe(true);
    expect(namesCity('Sala civica di San Donà di Piave (VE)', 'San Donà di Piave')).toBe(true);
  });

  it('ignores case and accents on either side', () => {
    expect(namesCity('PIAZZA GRANDE, PADOVA', 'padova')).toBe(true);
    expect(namesCity('Municipio di San Dona di Piave', 'San Donà di Piave')).toBe(true);
    expect(namesCity('Via Roma 1, Cà Savio', 'CA SAVIO')).toBe(true);
  });

  it('does not match part of a word', () => {
    expect(namesCity('Festa del Nordest', 'Este')).toBe(false);
    expect(namesCity('Padovana', 'Padova')).toBe(false);
    expect(namesCity('Piazza Este', 'Este')).toBe(true);
  });

  it('needs every word of the name, in order and next to each other', () => {
    expect(namesCity('San Donà', 'San Donà di Piave')).toBe(false);
    expect(namesCity('Piave, San Donà di', 'San Donà di Piave')).toBe(false);
  });

  it('matches nothing for a name without letters or digits', () => {
    expect(namesCity('Padova', ' - ')).toBe(false);
  });
});

describe('isHeldIn', () => {
  it('reads the place, then the address', () => {
    expect(isHeldIn({ location: 'Teatro Verdi', address: 'Via Livello 32, Padova' }, 'Padova')).toBe(true);
    expect(isHeldIn({ location: 'Piazza Bra, Verona', address: null }, 'Verona')).toBe(true);
    expect(isHeldIn({ location: 'Teatro Verdi', address: null }, 'Padova')).toBe(false);
  });
});

describe('tourNeighbours', () => {
  // What orders the calendar (the date, then the id), and whether the stop is done, which does not.
  const stop = (id: number, eventDate: string, completed: 0 | 1 = 0) => ({ id, eventDate, completed });
  const stops = [stop(4, '2025-11-10'), stop(1, '2025-10-01', 1), stop(3, '2025-10-20'), stop(2, '2025-10-20')];

  it('gives the stops just before and after by date, completed ones included, ties by id', () => {
    expect(tourNeighbours(stops, { id: 2 })).toEqual({ previous: stops[1], next: stops[2] });
    expect(tourNeighbours(stops, { id: 3 })).toEqual({ previous: stops[3], next: stops[0] });
  });

  it('gives no previous to the first, no next to the last, nothing to an unknown stop', () => {
    expect(tourNeighbours(stops, { id: 1 })).toEqual({ previous: undefined, next: stops[3] });
    expect(tourNeighbours(stops, { id: 4 })).toEqual({ previous: stops[2], next: undefined });
    expect(tourNeighbours(stops, { id: 99 })).toEqual({});
  });
});
