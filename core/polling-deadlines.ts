import { DAY_SECONDS, POLLING_POLICY } from './policy';
import { addDays, romeInstant } from './rome-time';
import { siteConfig } from './site-config';

/**
 * The designations' deadlines, computed from the vote calendar (siteConfig.election.days; docs/decisions/0043): the
 * comune's office takes them until the Thursday before the vote; the president of each seggio on the Saturday
 * afternoon, when the seggio is set up, or on the first voting day before the polls open.
 */
const DAYS = siteConfig.election.days;
const FIRST = DAYS[0];
const THURSDAY = 4;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The last `day` of the week strictly before `date` (YYYY-MM-DD). */
function weekdayBefore(date: string, day: number): string {
  let found = addDays(date, -1);
  while (weekday(found) !== day) found = addDays(found, -1);
  return found;
}

/** The day before the first voting day: the seggio is set up in its afternoon. */
export const SEGGIO_SETUP_DAY = addDays(FIRST.date, -1);

export interface DesignationDeadline {
  /** What is due, as the panel and the document say it. */
  label: string;
  date: string;
  /** The instant it ends (Italian time). */
  until: number;
}

/** The two ways a designation can travel, in the order they close. */
export const DESIGNATION_DEADLINES: readonly DesignationDeadline[] = [
  {
    label: "Consegna all'ufficio elettorale del comune (segretario comunale)",
    date: weekdayBefore(FIRST.date, THURSDAY),
    until: romeInstant(addDays(weekdayBefore(FIRST.date, THURSDAY), 1), '00:00'),
  },
  {
    label: "Consegna al presidente del seggio: il pomeriggio della costituzione o prima dell'apertura dei seggi",
    date: FIRST.date,
    until: romeInstant(FIRST.date, FIRST.opens),
  },
];

/** The deadlines that fall within POLLING_POLICY.deadlineWarningDays of `now` and have not passed. */
export const deadlinesNear = (now: number): DesignationDeadline[] =>
  DESIGNATION_DEADLINES.filter(
    (deadline) =>
      now < deadline.until && deadline.until - now <= POLLING_POLICY.deadlineWarningDays * DAY_SECONDS * 1000,
  );

/** The day the rappresentanti's data go at the latest: POLLING_POLICY.keepAfterVoteDays after the last voting day. */
export const LIST_REPRESENTATIVES_KEPT_UNTIL = addDays(DAYS[DAYS.length - 1].date, POLLING_POLICY.keepAfterVoteDays);
