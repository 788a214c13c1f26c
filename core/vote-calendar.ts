import { siteConfig } from './site-config';

/**
 * The days of the vote, in Italian time: when the electoral silence starts (00:00 of the day before the first
 * voting day, L. 212/1956 art. 9), when the polls open and close. Every function takes the instant to judge, so
 * tests and the browser can ask about any moment.
 */
export type VotingDay = (typeof siteConfig.election.days)[number];

/** campaign: as usual; eve: the day before the vote; voting: a voting day until the polls close; after: done. */
export type VotePhase = 'campaign' | 'eve' | 'voting' | 'after';

const romeParts = (() => {
  let formatter: Intl.DateTimeFormat | undefined;
  return (instant: number) => {
    formatter ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
    return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  };
})();

/** How far Rome's clock is ahead of UTC at an instant, in ms (1 h in winter, 2 h in summer). */
function romeOffset(instant: number): number {
  const p = romeParts(instant);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(instant / 1000) * 1000;
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
  const p = romeParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
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
