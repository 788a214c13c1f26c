/**
 * The site's limits, caps and lifetimes, each named once: the SQL receives them as parameters and the Italian
 * sentences that promise them read them from here, so a promise and what the code does cannot drift apart.
 */

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

/** "il giorno prima", as the pages and mails promise the reminder. */
export const reminderWhen = (): string => {
  const { daysBefore } = BOOKING_POLICY.reminder;
  return daysBefore === 1 ? 'il giorno prima' : `${daysBefore} giorni prima`;
};

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

/** The site's prerendered pages. */
export const SITE_POLICY = {
  /**
   * An admin's change asks Netlify for a rebuild at most this often; a change inside it is built when it has passed
   * (functions/site-rebuild, every minute): the pages' HTML is at most a few minutes behind the data.
   */
  rebuildEverySeconds: 120,
} as const;
