import type { RsvpStatus } from './booking-words';
import type { PollingRole } from './schema/polling-section.schema';
import type { ShiftSnapshot } from './schema/shift.schema';
import type { CalendarStop } from './schema/tour-event.schema';

/**
 * Every kind of mail the site sends, in one table: what its outbox row carries in `data`, whether the electoral
 * silence holds it, and how the panel names it while held. The outbox (db/queries/outbox.queries.ts), the templates
 * (functions/_lib/mail/mail-templates.ts, keyed by MailKind) and the panel's mail status read it. A kind added to
 * MailData and not to MAIL_KINDS (or the other way round), or without a template, fails the type check.
 */
export interface MailData {
  /** `nonce` makes the link's token with the server's key; the subscription keeps only the token's hash. */
  'newsletter-confirm': { subscriptionId: number; nonce: string };
  'contact-notification': { name: string; email: string; phone: string | null; message: string };
  /** The issue's subject and text are read from newsletter_issues when the mail is claimed (one copy, N mails). */
  'newsletter-issue': { subscriptionId: number; issueId: number; issue?: { subject: string; body: string } };
  /**
   * A booking request's link: `nonce` makes its token with the server's key; `held`, the booking the address
   * already holds at the stop, which confirming changes.
   */
  'rsvp-request': {
    requestId: number;
    nonce: string;
    name: string;
    people: number;
    stop: CalendarStop;
    held: { rsvpId: number; status: RsvpStatus; people: number; position: number | null } | null;
  };
  /**
   * A booking's mails carry the stop as it was when they were queued: a deleted stop's too. `referralCode`: the
   * booking's own code ("Porta un amico", docs/decisions/0042); none in mail queued before it. */
  'rsvp-confirm': {
    rsvpId: number;
    name: string;
    people: number;
    stop: CalendarStop;
    promoted?: boolean;
    /** The booking's check-in code, read when the mail is claimed (docs/decisions/0041). */
    checkInCode?: string;
    referralCode?: string | null;
  };
  'rsvp-waiting': { rsvpId: number; name: string; people: number; stop: CalendarStop; position: number };
  'rsvp-cancelled': { name: string; stop: CalendarStop; byStaff?: boolean };
  'rsvp-reminder': { rsvpId: number; name: string; people: number; stop: CalendarStop };
  /** `previous`: the stop before the change, for the notice's "before → after". */
  'rsvp-change': { rsvpId: number; name: string; people: number; stop: CalendarStop; previous: CalendarStop };
  'rsvp-stop-deleted': { name: string; stop: CalendarStop };
  /** The staff's message to a stop's bookings: its text is read from booking_messages when the mail is claimed. */
  'rsvp-message': {
    rsvpId: number;
    name: string;
    stop: CalendarStop;
    messageId: number;
    message?: { subject: string; body: string };
  };
  /** A volunteer's sign-up: `nonce` makes its link's token with the server's key; the row keeps only its hash. */
  'volunteer-confirm': { volunteerId: number; nonce: string; name: string };
  /** A sign-up from an address already among the confirmed volunteers: told so, nothing recorded again. */
  /** `referralCode`: the volunteer's own code, to bring friends (decisions/0042); none in mail queued before it. */
  'volunteer-known': { name: string; referralCode?: string | null };
  /**
   * A volunteer's sign-up for a shift, through the same engine as a booking: the request's link, then its place or
   * its place in line; each mail carries the shift as it was when queued.
   */
  'shift-request': {
    requestId: number;
    nonce: string;
    name: string;
    shift: ShiftSnapshot;
    held: { rsvpId: number; status: RsvpStatus; people: number; position: number | null } | null;
  };
  'shift-confirm': {
    rsvpId: number;
    name: string;
    shift: ShiftSnapshot;
    promoted?: boolean;
    referralCode?: string | null;
    checkInCode?: string;
  };
  'shift-waiting': { rsvpId: number; name: string; shift: ShiftSnapshot; position: number };
  'shift-cancelled': { name: string; shift: ShiftSnapshot; byStaff?: boolean };
  /** A shift deleted by the staff: each of its sign-ups, confirmed or in line, is told. */
  'shift-deleted': { name: string; shift: ShiftSnapshot };
  /** The staff's message to a shift's confirmed volunteers, read from booking_messages when claimed. */
  'shift-message': {
    rsvpId: number;
    name: string;
    shift: ShiftSnapshot;
    messageId: number;
    message?: { subject: string; body: string };
  };
  /** `late`: the reminder a few hours before the start, not the day before's. */
  'shift-reminder': { rsvpId: number; name: string; shift: ShiftSnapshot; late: boolean };
  'shift-change': { rsvpId: number; name: string; shift: ShiftSnapshot; previous: ShiftSnapshot };
  /** After a stop, to each person checked in at its door (a walk-in only with the consent): one thank-you. */
  'check-in-thanks': { name: string; stop: CalendarStop };
  /** A rappresentante di lista assigned to a section (issue 41): its decline link names the assignment. */
  'polling-assignment': { assignmentId: number; name: string; role: PollingRole; section: PollingSectionSnapshot };
  /** A rappresentante the staff took off a section (emptied or given to someone else): the assignment is off. */
  'polling-unassigned': { name: string; role: PollingRole; section: PollingSectionSnapshot };
  /** To the campaign's inbox: a rappresentante declined, the section is uncovered. */
  'polling-declined': { name: string; role: PollingRole; section: PollingSectionSnapshot };
}

/** A section as a mail about it names it. */
interface PollingSectionSnapshot {
  comune: string;
  number: number;
  address: string;
}

export type MailKind = keyof MailData;

/** A reply to the person's own action: it never waits. */
interface ReplyMail {
  readonly campaign: false;
}

/** The campaign's own mail: the electoral silence holds it, and the panel counts it held in these words. */
interface CampaignMail {
  readonly campaign: true;
  readonly held: readonly [one: string, many: string];
}

/** Each kind's place in the electoral silence; the panel lists the held kinds in this order. */
export const MAIL_KINDS = {
  'newsletter-confirm': { campaign: false },
  'contact-notification': { campaign: false },
  'newsletter-issue': { campaign: true, held: ['newsletter', 'newsletter'] },
  'rsvp-request': { campaign: false },
  'rsvp-confirm': { campaign: false },
  'rsvp-waiting': { campaign: false },
  'rsvp-cancelled': { campaign: false },
  'rsvp-reminder': { campaign: true, held: ['promemoria di una tappa', 'promemoria delle tappe'] },
  'rsvp-change': {
    campaign: true,
    held: ['avviso di modifica di una tappa', 'avvisi di modifica delle tappe'],
  },
  'rsvp-stop-deleted': {
    campaign: true,
    held: ['avviso di annullamento di una tappa', 'avvisi di annullamento delle tappe'],
  },
  'rsvp-message': {
    campaign: true,
    held: ['messaggio ai prenotati di una tappa', 'messaggi ai prenotati delle tappe'],
  },
  'volunteer-confirm': { campaign: false },
  'volunteer-known': { campaign: false },
  'shift-request': { campaign: false },
  'shift-confirm': { campaign: false },
  'shift-waiting': { campaign: false },
  'shift-cancelled': { campaign: false },
  'shift-reminder': { campaign: true, held: ['promemoria di un turno', 'promemoria dei turni'] },
  'shift-change': { campaign: true, held: ['avviso di modifica di un turno', 'avvisi di modifica dei turni'] },
  'check-in-thanks': { campaign: true, held: ['ringraziamento dopo una tappa', 'ringraziamenti dopo le tappe'] },
  'shift-deleted': {
    campaign: true,
    held: ['avviso di annullamento di un turno', 'avvisi di annullamento dei turni'],
  },
  'shift-message': {
    campaign: true,
    held: ['messaggio ai volontari di un turno', 'messaggi ai volontari dei turni'],
  },
  'polling-assignment': { campaign: false },
  'polling-unassigned': { campaign: false },
  'polling-declined': { campaign: false },
} as const satisfies { readonly [K in MailKind]: ReplyMail | CampaignMail };

/** The campaign's own kinds, which the electoral silence holds (replies to a person's own action never wait). */
export type CampaignMailKind = {
  [K in MailKind]: (typeof MAIL_KINDS)[K] extends CampaignMail ? K : never;
}[MailKind];

/** The campaign's own kinds, in the table's order. */
export const CAMPAIGN_MAIL_KINDS = (Object.keys(MAIL_KINDS) as MailKind[]).filter(
  (kind): kind is CampaignMailKind => MAIL_KINDS[kind].campaign,
);
