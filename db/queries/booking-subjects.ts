import type { ConversionKind } from '../../core/measurement';
import type { ConsentPurpose } from '../../core/schema/consent.schema';
import { queueMailSql } from './outbox.queries';
import { stopSnapshotSql } from './tour-events.queries';

/** A shift open to sign-ups: not on a day before `today` (Italian time, a parameter of the caller). */
export const shiftOpenSql = (alias: string, today: string) => `${alias}.shift_date >= ${today}::date`;

/** A shift as the mails about it show it (ShiftSnapshot as jsonb), from the row `alias`. */
export const shiftSnapshotSql = (alias: string) =>
  `jsonb_build_object('id', ${alias}.id, 'title', ${alias}.title, 'activity', ${alias}.activity,
    'place', ${alias}.place, 'comune', ${alias}.comune, 'date', ${alias}.shift_date::text,
    'start', ${alias}.start_time, 'end', ${alias}.end_time)`;

/** A queued mail's FROM and recipient, and one SQL expression per piece of data the engine knows. */
interface MailSelect<Data> {
  from: string;
  recipient: string;
  data: Data;
}

/** The subject as the mail shows it (`snapshot`), and what every mail about a booking names. */
type RequestData = { requestId: string; nonce: string; name: string; people: string; snapshot: string; held: string };
type ConfirmData = {
  rsvpId: string;
  name: string;
  people: string;
  snapshot: string;
  promoted: string;
  referralCode: string;
};
type WaitingData = { rsvpId: string; name: string; people: string; snapshot: string; position: string };
type CancelledData = { name: string; snapshot: string; byStaff: string };
type MessageData = { rsvpId: string; name: string; snapshot: string; messageId: string };

/**
 * What a booking is of (migration 0021): a tour stop or a volunteer shift. The engine's statements (requests,
 * the click, the notices, the cancel link) are written once against this: its column in rsvps and rsvp_requests,
 * its table, which holds the places, when it is open, what its mails show and which kinds they are.
 */
export interface BookingSubject {
  column: 'tour_event_id' | 'shift_id';
  table: 'tour_events' | 'shifts';
  open: (alias: string, today: string) => string;
  snapshot: (alias: string) => string;
  consent: ConsentPurpose;
  /** What its request written and its new booking holding places count as in "Andamento" (decision 0046). */
  conversions: { requested: ConversionKind; confirmed: ConversionKind };
  /** The kinds of its mails, for the statements that drop those not yet sent: a LIKE pattern. */
  mailKinds: string;
  requestMail: (select: MailSelect<RequestData>) => string;
  confirmMail: (select: MailSelect<ConfirmData>) => string;
  waitingMail: (select: MailSelect<WaitingData>) => string;
  cancelledMail: (select: MailSelect<CancelledData>) => string;
  /** The staff's message to its confirmed bookings ("Scrivi ai prenotati", "Scrivi ai volontari del turno"). */
  messageMail: (select: MailSelect<MessageData>) => string;
}

/** A stop of the tour ("Ci sarò"): open until done or past; its places are optional. */
export const STOP_SUBJECT: BookingSubject = {
  column: 'tour_event_id',
  table: 'tour_events',
  open: (alias, today) => `${alias}.completed = 0 AND ${alias}.event_date >= ${today}::date`,
  snapshot: (alias) => stopSnapshotSql(alias),
  consent: 'rsvp',
  conversions: { requested: 'booking-requested', confirmed: 'booking-confirmed' },
  mailKinds: 'rsvp-%',
  requestMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('rsvp-request', { ...select, data: { ...data, stop: snapshot } }),
  confirmMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('rsvp-confirm', { ...select, data: { ...data, stop: snapshot } }),
  waitingMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('rsvp-waiting', { ...select, data: { ...data, stop: snapshot } }),
  cancelledMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('rsvp-cancelled', { ...select, data: { ...data, stop: snapshot } }),
  messageMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('rsvp-message', { ...select, data: { ...data, stop: snapshot } }),
};

/** A volunteer shift: open until its day has passed; one person per sign-up. */
export const SHIFT_SUBJECT: BookingSubject = {
  column: 'shift_id',
  table: 'shifts',
  open: shiftOpenSql,
  snapshot: shiftSnapshotSql,
  consent: 'shift',
  conversions: { requested: 'shift-requested', confirmed: 'shift-confirmed' },
  mailKinds: 'shift-%',
  requestMail: ({ data: { snapshot, people: _people, ...data }, ...select }) =>
    queueMailSql('shift-request', { ...select, data: { ...data, shift: snapshot } }),
  confirmMail: ({ data: { snapshot, people: _people, ...data }, ...select }) =>
    queueMailSql('shift-confirm', { ...select, data: { ...data, shift: snapshot } }),
  waitingMail: ({ data: { snapshot, people: _people, ...data }, ...select }) =>
    queueMailSql('shift-waiting', { ...select, data: { ...data, shift: snapshot } }),
  cancelledMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('shift-cancelled', { ...select, data: { ...data, shift: snapshot } }),
  messageMail: ({ data: { snapshot, ...data }, ...select }) =>
    queueMailSql('shift-message', { ...select, data: { ...data, shift: snapshot } }),
};
