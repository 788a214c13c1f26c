import { addDays, dayInItaly, romeInstant } from './rome-time';
import { siteConfig } from './site-config';

/**
 * The days of the vote, in Italian time: when the electoral silence starts (00:00 of the day before the first
 * voting day, L. 212/1956 art. 9), when the polls open and close. Every function takes the instant to judge, so
 * tests and the browser can ask about any moment.
 */
export type VotingDay = (typeof siteConfig.election.days)[number];

/** campaign: as usual; eve: the day before the vote; voting: a voting day until the polls close; after: done. */
export type VotePhase = 'campaign' | 'eve' | 'voting' | 'after';

/**
 * Rome's clock is core/rome-time.ts's; this module's own tests read romeInstant and romeIsoDateTime through it, as
 * the calendar's callers did before the clock had a module of its own.
 */
export { romeInstant, romeIsoDateTime } from './rome-time';

/** The calendar day `count` days before `date` (YYYY-MM-DD): the law counts its deadlines back from the vote. */
export const daysBefore = (date: string, count: number): string => addDays(date, -count);

const DAYS = siteConfig.election.days;
export const SILENCE_STARTS = romeInstant(daysBefore(DAYS[0].date, 1), '00:00');
const FIRST_DAY_STARTS = romeInstant(DAYS[0].date, '00:00');
export const POLLS_CLOSE = romeInstant(DAYS[DAYS.length - 1].date, DAYS[DAYS.length - 1].closes);

/** From the start of the silence until the polls close, no propaganda: the banner and campaign mail wait. */
export const inElectoralSilence = (now: number): boolean => now >= SILENCE_STARTS && now < POLLS_CLOSE;

/** Whether a span of time (Rome instants, `end` excluded) has any moment inside the electoral silence. */
export const overlapsElectoralSilence = (start: number, end: number): boolean =>
  start < POLLS_CLOSE && end > SILENCE_STARTS;

/** The law's reason, as the panel and the refusals say it. */
export const SILENCE_LAW =
  'Silenzio elettorale: dal giorno prima del voto fino alla chiusura dei seggi la propaganda è vietata (L. 212/1956, art. 9)';

export function votePhase(now: number): VotePhase {
  if (now < SILENCE_STARTS) return 'campaign';
  if (now < FIRST_DAY_STARTS) return 'eve';
  return now < POLLS_CLOSE ? 'voting' : 'after';
}

/** The voting day it is in Rome at that instant, if any. */
export const votingDayAt = (now: number): VotingDay | undefined => DAYS.find((day) => day.date === dayInItaly(now));

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
