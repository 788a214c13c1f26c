import ICAL from 'ical.js';
import { dayInItaly } from '../../core/rome-time';
import type { RsvpInput } from '../../core/schema/rsvp.schema';
import type { TourEvent, TourEventInput } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import rsvpConfirm from '../../functions/rsvp-confirm/rsvp-confirm';
import tourEventRsvps from '../../functions/tour-event-rsvps/tour-event-rsvps';
import type { ReceivedMail } from './smtp-test-server';
import { call, type CallResult } from './function-calls';

/** Test support for the bookings ("Ci sarò"): stops, bookings and what their mails carry. */

/** The day `days` from today in Italy, YYYY-MM-DD: a stop the API takes bookings for whatever day the tests run. */
export const dayFromToday = (days: number): string => dayInItaly(new Date(Date.now() + days * 86_400_000));

export const STOP: TourEventInput = {
  title: 'Incontro in piazza',
  location: 'Castelfranco Veneto',
  eventDate: dayFromToday(7),
  eventTime: '18:30',
  address: 'Piazza Giorgione 1',
  description: 'Aperitivo e domande alla candidata.',
  completed: 0,
  capacity: null,
};

export const addStop = (fields: Partial<TourEventInput> = {}): Promise<TourEvent> =>
  insertTourEvent(getDb(), { ...STOP, ...fields });

export const BOOKING: RsvpInput = {
  name: 'Anna Bianchi',
  email: 'anna.bianchi@example.it',
  phone: '333 1234567',
  people: 2,
  privacyAccepted: 1,
};

/** POST /api/tour-events/{id}/rsvps as a browser sends it, from `ip`. */
export const book = (stopId: number | string, body: object = BOOKING, ip?: string): Promise<CallResult> =>
  call(tourEventRsvps, `/api/tour-events/${stopId}/rsvps`, {
    method: 'POST',
    params: { id: String(stopId) },
    body,
    ip,
  });

/** The events of the .ics a mail carries, parsed by ical.js with its time zone registered. */
export function calendarOf(mail: ReceivedMail): ICAL.Event[] {
  const attachment = mail.parsed.attachments.find((file) => file.contentType === 'text/calendar');
  if (!attachment) throw new Error('No calendar attached to the mail');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The token of the cancel link in a mail's text. */
export function cancelTokenOf(mail: ReceivedMail): string {
  const match = /\/prenotazione\/annulla\?t=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error('No cancel link in the mail');
  return match[1];
}

/** The token of the confirm link in a booking request's mail. */
export function confirmTokenOf(mail: ReceivedMail): string {
  const match = /\/prenotazione\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error('No confirm link in the mail');
  return match[1];
}

/** The mails `received` sent to `email`, in the order they came. */
export const mailsTo = (received: readonly ReceivedMail[], email: string): ReceivedMail[] =>
  received.filter((mail) => mail.envelopeTo.includes(email.toLowerCase()) || mail.envelopeTo.includes(email));

/** What the confirm page does: GET shows the request, POST (the button) confirms it. */
export const openConfirmLink = (token: string): Promise<CallResult> =>
  call(rsvpConfirm, `/api/rsvps/confirm?t=${token}`);
export const clickConfirm = (token: string): Promise<CallResult> =>
  call(rsvpConfirm, `/api/rsvps/confirm?t=${token}`, { method: 'POST' });

/**
 * A booking as its owner makes it: the form's request, then the button behind the link of the mail it got (read
 * from `received`, the test SMTP server's mail). The confirmation's answer.
 */
export async function bookAndConfirm(
  received: readonly ReceivedMail[],
  stopId: number,
  body: RsvpInput = BOOKING,
): Promise<CallResult> {
  const requested = await book(stopId, body);
  if (requested.status !== 202) throw new Error(`The request answered ${requested.status}`);
  const mail = mailsTo(received, body.email).at(-1);
  if (!mail) throw new Error(`No mail to ${body.email}`);
  return clickConfirm(confirmTokenOf(mail));
}
