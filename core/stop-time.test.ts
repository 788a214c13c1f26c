import { describe, expect, it } from 'vitest';
import { formatStopWhen, readStopHours, stopTimeLabel } from './stop-time';

describe("a tour stop's time, as the admin writes it", () => {
  it.each([
    ['18:00', '18:00', null],
    ['18.30', '18:30', null],
    ['18,30', '18:30', null],
    ['ore 18', '18:00', null],
    ['Ore 9', '09:00', null],
    ['h 21.15', '21:15', null],
    ['18h30', '18:30', null],
    [' 7:05 ', '07:05', null],
    ['alle 21', '21:00', null],
    ['18:00-20:00', '18:00', '20:00'],
    ['18 - 20', '18:00', '20:00'],
    ['18:00–19:30', '18:00', '19:30'],
    ['dalle 18 alle 20', '18:00', '20:00'],
    ['Dalle ore 17.30 alle ore 19', '17:30', '19:00'],
    ['ore 18 - 20', '18:00', '20:00'],
  ])('reads %j as starting at %s and ending at %s', (written, start, end) => {
    expect(readStopHours(written)).toEqual({ start, end });
  });

  it.each(['sera', 'nel pomeriggio', '24:00', '18:60', '18:3', '1830', 'ore', '20:00-18:00', 'dalle 18', ''])(
    'finds no clock time in %j',
    (written) => {
      expect(readStopHours(written)).toBeNull();
    },
  );

  it('says "ore" before a bare time and keeps the words of anything else', () => {
    expect(stopTimeLabel('18:00')).toBe('ore 18:00');
    expect(stopTimeLabel('18:00-20:00')).toBe('ore 18:00-20:00');
    expect(stopTimeLabel('ore 18')).toBe('ore 18');
    expect(stopTimeLabel('dalle 18 alle 20')).toBe('dalle 18 alle 20');
    expect(stopTimeLabel('in serata')).toBe('in serata');
  });
});

describe("a stop's day and time, as every page says it", () => {
  it('is the Italian date and the time as written, "ore" before a bare time', () => {
    expect(formatStopWhen({ eventDate: '2025-11-15', eventTime: '18:30' })).toBe('sabato 15 novembre 2025, ore 18:30');
    expect(formatStopWhen({ eventDate: '2025-11-15', eventTime: 'ore 18.30' })).toBe(
      'sabato 15 novembre 2025, ore 18.30',
    );
    expect(formatStopWhen({ eventDate: '2025-11-15', eventTime: 'dalle 18 alle 20' })).toBe(
      'sabato 15 novembre 2025, dalle 18 alle 20',
    );
    expect(formatStopWhen({ eventDate: '2025-11-15', eventTime: null })).toBe('sabato 15 novembre 2025');
  });
});
