/**
 * The site's limits, caps and lifetimes, each named once: the SQL receives them as parameters and the Italian
 * sentences that promise them read them from here (spanInWords), so a promise and what the code does cannot drift
 * apart. db/sql-literals.test.ts fails on a span written into the SQL's text, core/promised-spans.test.ts on one
 * written into an Italian sentence.
 */

/** Units of the spans below in seconds, and the windows a cap names ("per hour", "a day"): make_interval(secs => $n). */
export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Bookings of a stop ("Ci sarò"), confirmed by their owner's click (docs/decisions/0033). */
export const BOOKING_POLICY = {
  /** How long the link of a booking request's mail works, once. */
  confirmLinkHours: 48,
  /** Mails asking an address to confirm a booking of one stop, at most, per hour. */
  requestMailsPerStopPerHour: 1,
  /** Mails asking an address to confirm a booking, at most, per day (24 hours), all stops together. */
  requestMailsPerDay: 5,
  /** A name typed in a public form is cut to this many characters wherever a mail shows it. */
  nameInMailChars: 60,
  /**
   * When a confirmed booking is reminded of its stop: at `at`, Italian time, `daysBefore` days before the stop's day
   * (functions/rsvp-reminders runs every 5 minutes). The pages and mails that promise it say reminderWhen().
   */
  reminder: { daysBefore: 1, at: '10:00' },
} as const;

/**
 * Volunteer shifts (issue 39): signed up for through the booking engine, so BOOKING_POLICY's link, caps and name
 * hold for them too; a shift is reminded twice.
 */
export const SHIFT_POLICY = {
  /** The most places a shift can offer. */
  maxCapacity: 1000,
  /** The first reminder: at `at`, Italian time, `daysBefore` days before the shift's day. */
  reminder: { daysBefore: 1, at: '10:00' },
  /** The second: this many hours before the shift starts. */
  lateReminderHours: 2,
} as const;

/**
 * The door (docs/decisions/0041): check-in codes, the guesses at them, and the thank-you mail after a stop.
 */
export const CHECK_IN_POLICY = {
  /**
   * Codes that match no booking, per staff account, at most in `windowSeconds`: a door's typos, never a search of
   * the 31^8 codes (at 20 in 10 minutes and 10,000 codes live, about 1 chance in 30,000 a day of hitting one).
   */
  wrongCodes: { max: 20, windowSeconds: 10 * MINUTE_SECONDS },
  /** The thank-you mail: at `at`, Italian time, `daysAfter` days after the stop's day, to the people who came. */
  thanks: { daysAfter: 1, at: '10:00' },
  /** A stop older than this many days when the thanks would go is thanked no more (a late job never writes). */
  thanksWithinDays: 3,
} as const;

/** "il giorno prima", as the pages and mails promise the reminder. */
export const reminderWhen = (): string => {
  const { daysBefore } = BOOKING_POLICY.reminder;
  return daysBefore === 1 ? 'il giorno prima' : `${spanInWords(daysBefore, 'days')} prima`;
};

/** Newsletter sign-ups, confirmed by their owner's click (double opt-in). */
export const NEWSLETTER_POLICY = {
  /** How long the link of a sign-up's mail works (only the newest one sent). */
  confirmLinkDays: 7,
  /** A pending address is sent a new link at most this often. */
  confirmMailEveryHours: 1,
} as const;

/** Volunteers' sign-ups (/volontari), confirmed by their owner's click like a booking request. */
export const VOLUNTEER_POLICY = {
  /** How long the link of a sign-up's mail works (only the newest one sent), once. */
  confirmLinkHours: 48,
  /** Mails about volunteering to one address, at most, per hour (a sign-up's link, or "you already are one"). */
  mailsPerHour: 1,
  /** The same mails, at most, per day (24 hours). */
  mailsPerDay: 5,
} as const;

/** Rappresentanti di lista (issue 41; docs/decisions/0043 and 0044). */
export const POLLING_POLICY = {
  /** The largest CSV of polling sections an import takes (all of Veneto's, about 4,700 lines, is about 300 kB). */
  importMaxBytes: 2 * 1024 * 1024,
  /** A rappresentante is an elector: of this age on the first voting day at the latest. */
  adultAgeYears: 18,
  /** The panel warns of a designation's deadline this many days before it. */
  deadlineWarningDays: 7,
  /** The seggio is set up on the day before the first voting day, at this hour (Italian time). */
  seggioSetupAt: '16:00',
  /** The rappresentanti's birth dates, places and assignments are deleted this many days after the last voting day. */
  keepAfterVoteDays: 90,
} as const;

/** The outbox's mail that fails to leave. */
export const MAIL_POLICY = {
  /** A failed mail is tried again after this long, then after twice as long each time, up to retryAtMostMinutes. */
  firstRetryMinutes: 1,
  retryAtMostMinutes: 60,
  /** Mail failing for this long is given up: its links would have expired anyway. */
  giveUpAfterDays: 7,
} as const;

/**
 * Per address, what the public forms take (functions/_lib/spam-guard.ts counts it): `max` in `windowSeconds`, and
 * `maxPerDay`, which with the 100 kB body cap bounds what one address can fill. The contact form: 10 messages in 10
 * minutes, far above a person writing twice, far below a bot, and 50 a day (at most 5 MB of messages). The image
 * generator: 500 sign-ups an hour and 2,000 a day, because a theatre full of supporters on one Wi-Fi shares one
 * address and signs up by the hundred in an evening (a record is under 1 kB: 2 MB a day). The newsletter: 20
 * sign-ups in 10 minutes and 200 a day, room for a family or an office on one address, not for a script. Bookings
 * ("Ci sarò"): 30 in 10 minutes and 300 a day, for a square's Wi-Fi or a carrier's shared address where supporters
 * book the next stop together. Volunteers: as the newsletter, a meeting's room signing up together.
 */
export const FORM_POLICY = {
  contact: { max: 10, windowSeconds: 10 * MINUTE_SECONDS, maxPerDay: 50 },
  photoBooth: { max: 500, windowSeconds: HOUR_SECONDS, maxPerDay: 2000 },
  newsletter: { max: 20, windowSeconds: 10 * MINUTE_SECONDS, maxPerDay: 200 },
  rsvp: { max: 30, windowSeconds: 10 * MINUTE_SECONDS, maxPerDay: 300 },
  volunteers: { max: 20, windowSeconds: 10 * MINUTE_SECONDS, maxPerDay: 200 },
  shiftSignup: { max: 30, windowSeconds: 10 * MINUTE_SECONDS, maxPerDay: 300 },
} as const;

/** The admins' sign-in: what its cookies and session rows last (core/browser-storage.ts prints them for /privacy). */
export const ACCOUNT_POLICY = {
  /** A session, unless its admin signs out first. */
  sessionHours: 8,
  /** A right password waiting for its second factor's code. */
  secondFactorWaitMinutes: 5,
  /** A browser remembered as one the account signed in from, whose own wrong passwords alone count against it. */
  knownDeviceDays: 365,
  /** A session's "last seen" ("Le tue sessioni") moves on at most this often. */
  lastSeenEveryMinutes: 5,
} as const;

/**
 * How long personal data and their traces are kept before the daily job (functions/retention) deletes them, whatever
 * comes first: after siteConfig.retention.lastDay all of the campaign's personal data go.
 */
export const RETENTION_POLICY = {
  /** The outbox's rows of mail sent or given up, kept for the panel's counts (what they said is dropped at once). */
  sentMailDays: 30,
  /** A newsletter or volunteer sign-up never confirmed, from the last link it was sent. */
  unconfirmedSignUpDays: 30,
  /** A stop's bookings, after its day: enough for the campaign to count who came. */
  bookingsAfterStopDays: 30,
  /** The activity log's rows: the log outlives the campaign's personal data, being the proof of how they were handled. */
  auditLogMonths: 24,
  /** The forms' and sign-ins' counters per address, from the start of their window (the longest is a day). */
  rateLimitCounterDays: 1,
  /** A material's file whose upload was never finished. */
  unfinishedUploadHours: 1,
  /** A material's file uploaded and never put to use (the admin may still be filling the form). */
  unusedUploadHours: 24,
} as const;

/** GDPR art. 12 c. 3: a request about one's data is answered within this many months. */
export const DATA_RIGHTS_POLICY = { answerWithinMonths: 1 } as const;

/**
 * The election law's terms, counted in days back from the first voting day (core/transparency.ts turns them into
 * dates, which the panel's checklist and the certificate's check read).
 */
export const TRANSPARENCY_POLICY = {
  /** L. 3/2019 art. 1 c. 14: the candidate's CV and criminal-record certificate are online by this day before the vote. */
  documentsDueDaysBefore: 14,
  /** The same comma: the criminal-record certificate is issued no more than this many days before the vote. */
  certificateMaxAgeDays: 90,
  /**
   * L. 212/1956 art. 1: the electoral propaganda starts the 30th day before the vote. The committente line and the
   * mandatario are due before any material goes out (docs/decisions/0036 says why this day is the checklist's).
   */
  propagandaStartsDaysBefore: 30,
} as const;

/** The vote at home (L. 22/2006 as amended, art. 1), as /come-si-vota tells it: asked for between these days. */
export const HOME_VOTE_POLICY = {
  /** The request is taken from this day before the first voting day… */
  requestsFromDaysBefore: 40,
  /** …until this one. */
  requestsUntilDaysBefore: 20,
} as const;

/** The site's prerendered pages. */
export const SITE_POLICY = {
  /**
   * An admin's change asks Netlify for a rebuild at most this often; a change inside it is built when it has passed
   * (functions/site-rebuild, every minute): the pages' HTML is at most a few minutes behind the data.
   */
  rebuildEverySeconds: 120,
} as const;

/** The measurement of visits and speed (docs/decisions/0046): aggregates only, never a row per visitor. */
export const METRICS_POLICY = {
  /** The daily aggregates (visits, events, speed, conversions) are deleted this many months after their day. */
  aggregateMonths: 13,
  /** A beacon above this many bytes is refused (413) unread: a real one is a few hundred. */
  beaconBytes: 2048,
  /** The panel's charts cover at most this many days (`?days=`), 30 unless asked. */
  maxDays: 90,
  defaultDays: 30,
  /** Interactions slower than this are named by their target in the day's row, at most `slowTargetsPerRow` of them. */
  inpBudgetMs: 100,
  slowTargetsPerRow: 20,
  /** A campaign (`utm_campaign`) is kept to this many characters of core/visit-source.ts's alphabet, else dropped. */
  campaignChars: 60,
  /**
   * The distinct campaigns a day's aggregates hold, per table: past them a new one is counted under
   * CAMPAIGN_OVERFLOW (core/measurement.ts), so no visitor can grow the tables without bound.
   */
  campaignsPerDay: 50,
} as const;

/** A span's unit, as the policy's names count it. */
export type SpanUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

/** Each unit in Italian: one of it (as a sentence says it, and as a list writes it), and many. */
const UNITS: Record<SpanUnit, { one: string; oneInWords: string; many: string }> = {
  seconds: { one: 'secondo', oneInWords: 'un secondo', many: 'secondi' },
  minutes: { one: 'minuto', oneInWords: 'un minuto', many: 'minuti' },
  hours: { one: 'ora', oneInWords: "un'ora", many: 'ore' },
  days: { one: 'giorno', oneInWords: 'un giorno', many: 'giorni' },
  months: { one: 'mese', oneInWords: 'un mese', many: 'mesi' },
  years: { one: 'anno', oneInWords: 'un anno', many: 'anni' },
};

/**
 * A span as the Italian sentences promise it: "48 ore", "7 giorni", "un giorno", "un'ora"; with `numeral`, one is
 * written as a figure too ("1 anno"), as the cookie policy's list writes its durations.
 */
export function spanInWords(count: number, unit: SpanUnit, { numeral = false } = {}): string {
  const words = UNITS[unit];
  if (count !== 1) return `${count} ${words.many}`;
  return numeral ? `1 ${words.one}` : words.oneInWords;
}
