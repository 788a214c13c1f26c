import * as yup from 'yup';
import { email, flag, optionalText, requiredText, wholeNumber } from './fields.schema';

export const RSVP_MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  phone: 'Il telefono può contenere al massimo 40 caratteri',
  people: 'Indica quante persone verranno, da 1 a 10',
  privacy: 'Per prenotarti devi acconsentire a essere contattato/a per questo evento',
  /** The one answer to a booking, new or updated: it tells nobody whether an address had booked before. */
  booked: 'Ci vediamo alla tappa! Ti abbiamo scritto una email di conferma con il link per annullare.',
  full: 'Posti esauriti',
  closed: 'Questa tappa si è già svolta: non è più possibile prenotarsi.',
  unknownStop: 'Tappa non trovata',
  cancelled: 'Prenotazione annullata',
  alreadyCancelled: 'Questa prenotazione era già stata annullata.',
  linkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per questa prenotazione.",
} as const;

/** How many people one booking may bring. */
export const MAX_PEOPLE = 10;

/** POST /api/tour-events/{id}/rsvps and the "Ci sarò" form. The consent is required, not stored: a booking
 * exists only with it, and its dates are the booking's. */
export const rsvpSchema = yup.object({
  name: requiredText(2, 200, RSVP_MESSAGES.name, RSVP_MESSAGES.nameTooLong),
  email: email(),
  /** Free text, as the contact form's: "333 1234567 int. 2" is a phone number people write. */
  phone: optionalText(40, RSVP_MESSAGES.phone),
  people: wholeNumber(1, MAX_PEOPLE, RSVP_MESSAGES.people).required(RSVP_MESSAGES.people),
  privacyAccepted: flag(RSVP_MESSAGES.privacy).required(RSVP_MESSAGES.privacy).min(1, RSVP_MESSAGES.privacy),
});

export type RsvpInput = yup.InferType<typeof rsvpSchema>;

/** A booking as the admins read it (the list of a stop's bookings and its CSV). */
export interface Rsvp {
  id: number;
  tourEventId: number;
  name: string;
  email: string;
  phone: string | null;
  people: number;
  /** When the booking was first made; `updatedAt` when it was last made again with the same address. */
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/rsvp-counts: per stop with bookings, how many bookings and how many people. */
export interface RsvpCount {
  tourEventId: number;
  bookings: number;
  people: number;
}

/** The answer of a booking: the same sentence for a new and an updated one. */
export interface RsvpReply {
  message: string;
}

/** The answer of the cancel link: cancelled now, or already (the booking, or its stop, is gone). */
export interface RsvpCancelReply {
  status: 'cancelled' | 'alreadyCancelled';
  message: string;
}
