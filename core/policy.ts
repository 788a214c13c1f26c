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
} as const;
