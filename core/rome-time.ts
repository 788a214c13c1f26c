/**
 * Rome's clock, the site's only one: the instant a wall-clock time in Italy names, the day and time an instant shows
 * there, and the zone's name and rule for what needs them written out (the SQL's AT TIME ZONE, a parameter; the
 * calendar file's VTIMEZONE). Computed from the EU summer-time rule, never asked of Intl: the first
 * Intl.DateTimeFormat with a time zone loads the zone's and the locale's data, 40 to 80 ms of a phone's main thread,
 * and the pages ask this while they hydrate (docs/decisions/0039). core/rome-time.test.ts checks it against Intl.
 */

/** The IANA name of Italy's time zone, as Postgres and calendar files read it. */
export const ROME_TIME_ZONE = 'Europe/Rome';

/**
 * Italy's clock (Directive 2000/84/EC, the same since 1996): one hour ahead of UTC (CET), two (CEST) from the last
 * Sunday of `summer.from` to the last Sunday of `summer.until` (months 1 to 12), both changes at `changeHourUtc`.
 */
const ROME_CLOCK = {
  standard: { name: 'CET', offsetHours: 1 },
  summer: { name: 'CEST', offsetHours: 2, from: 3, until: 10 },
  changeHourUtc: 1,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant the clock changes in a month (1 to 12) of a year: its last Sunday, at ROME_CLOCK.changeHourUtc. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0, ROME_CLOCK.changeHourUtc));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** A change of Rome's clock: the instant, and the offsets (and the name) before and after it. */
export interface RomeClockChange {
  instant: number;
  month: number;
  fromHours: number;
  toHours: number;
  /** The name of the time it changes to. */
  name: string;
}

/** The two changes of a year: to summer time, then back to standard time. */
export function romeClockChanges(year: number): [toSummer: RomeClockChange, toStandard: RomeClockChange] {
  const { standard, summer } = ROME_CLOCK;
  return [
    {
      instant: lastSundayChange(year, summer.from),
      month: summer.from,
      fromHours: standard.offsetHours,
      toHours: summer.offsetHours,
      name: summer.name,
    },
    {
      instant: lastSundayChange(year, summer.until),
      month: summer.until,
      fromHours: summer.offsetHours,
      toHours: standard.offsetHours,
      name: standard.name,
    },
  ];
}

/** How far Rome's clock is ahead of UTC at an instant, in ms. */
function romeOffset(instant: number): number {
  const [toSummer, toStandard] = romeClockChanges(new Date(instant).getUTCFullYear());
  const summer = instant >= toSummer.instant && instant < toStandard.instant;
  return (summer ? ROME_CLOCK.summer : ROME_CLOCK.standard).offsetHours * HOUR_MS;
}

/** The instant Rome's clocks show `time` on `date` (YYYY-MM-DD, HH:MM). */
export function romeInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = wall - romeOffset(wall);
  return wall - romeOffset(guess);
}

/** A Rome wall-clock time as ISO 8601 with its offset that day: "2025-11-20T18:00:00+01:00". */
export function romeIsoDateTime(date: string, time: string): string {
  const offsetMinutes = Math.round(romeOffset(romeInstant(date, time)) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}

/** What Rome's clocks show at an instant, as ISO 8601 without a zone: "2025-11-15T18:30". */
const romeWallClock = (instant: number): string => new Date(instant + romeOffset(instant)).toISOString().slice(0, 16);

/** The calendar day it is in Italy at an instant (a Date or its ms), as YYYY-MM-DD. */
export function dayInItaly(now: Date | number): string {
  return romeWallClock(typeof now === 'number' ? now : now.getTime()).slice(0, 10);
}

/**
 * An instant (an ISO timestamp, a Date or its ms) as Italians write it, on Rome's clock: ["15/11/2025", "18:30"].
 * The screen joins the two with ", " as Intl's it-IT does, a spreadsheet with a space.
 */
export function italianDateAndTime(value: string | number | Date): [date: string, time: string] {
  const wall = romeWallClock(new Date(value).getTime());
  const [year, month, day] = wall.slice(0, 10).split('-');
  return [`${day}/${month}/${year}`, wall.slice(11)];
}

/** The calendar day `count` days after `date` (YYYY-MM-DD; a negative count goes back). */
export function addDays(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}
