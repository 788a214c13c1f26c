import { siteConfig } from './site-config';

/**
 * The days of the vote, in Italian time: when the electoral silence starts (00:00 of the day before the first
 * voting day, L. 212/1956 art. 9), when the polls open and close. Every function takes the instant to judge, so
 * tests and the browser can ask about any moment.
 */
export type VotingDay = (typeof siteConfig.election.days)[number];

/** campaign: as usual; eve: the day before the vote; voting: a voting day until the polls close; after: done. */
export type VotePhase = 'campaign' | 'eve' | 'voting' | 'after';

const HOUR_MS = 3_600_000;

/** The instant summer time starts or ends in a month of a year: its last Sunday, at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * How far Rome's clock is ahead of UTC at an instant, in ms: 2 h in summer time, 1 h otherwise. Italy follows the
 * EU rule (Directive 2000/84/EC, the same since 1996): summer time from the last Sunday of March to the last Sunday
 * of October, both at 01:00 UTC. Computed, not asked of Intl: the first Intl.DateTimeFormat with a time zone loads
 * the zone's and the locale's data, 40 to 80 ms of the main thread here, and every page that shows the vote's
 * phase asked it while hydrating (docs/decisions/0039). core/vote-calendar.test.ts checks it against Intl.
 */
function romeOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
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

/** The calendar day in Rome at an instant, YYYY-MM-DD. */
function romeDate(instant: number): string {
  return new Date(instant + romeOffset(instant)).toISOString().slice(0, 10);
}

/** The calendar day `count` days before `date` (YYYY-MM-DD): the law counts its deadlines back from the vote. */
export function daysBefore(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - count)).toISOString().slice(0, 10);
}

const DAYS = siteConfig.election.days;
export const SILENCE_STARTS = romeInstant(daysBefore(DAYS[0].date, 1), '00:00');
const FIRST_DAY_STARTS = romeInstant(DAYS[0].date, '00:00');
export const POLLS_CLOSE = romeInstant(DAYS[DAYS.length - 1].date, DAYS[DAYS.length - 1].closes);

/** From the start of the silence until the polls close, no propaganda: the banner and campaign mail wait. */
export const inElectoralSilence = (now: number): boolean => now >= SILENCE_STARTS && now < POLLS_CLOSE;

export function votePhase(now: number): VotePhase {
  if (now < SILENCE_STARTS) return 'campaign';
  if (now < FIRST_DAY_STARTS) return 'eve';
  return now < POLLS_CLOSE ? 'voting' : 'after';
}

/** The voting day it is in Rome at that instant, if any. */
export const votingDayAt = (now: number): VotingDay | undefined => DAYS.find((day) => day.date === romeDate(now));

/** The next instant the phase or the voting day changes, for a page left open; null once it is all over. */
export function nextVoteChange(now: number): number | null {
  const changes = [
    SILENCE_STARTS,
    FIRST_DAY_STARTS,
    ...DAYS.slice(1).map((day) => romeInstant(day.date, '00:00')),
    POLLS_CLOSE,
  ];
  return changes.find((instant) => instant > now) ?? null;
}

/** "7" for 07:00, "7.30" for 07:30: hours as Italians say them. */
export const spokenHour = (time: string): string => {
  const [hours, minutes] = time.split(':').map(Number);
  return minutes ? `${hours}.${String(minutes).padStart(2, '0')}` : String(hours);
};
