import * as yup from 'yup';
import { BOOKING_POLICY, spanInWords } from '../policy';
import { email, flag, optionalText, requiredText, wholeNumber } from './fields.schema';
import { WAITING_LIST, peopleCount, placesLeftSentence, type RsvpStatus } from '../booking-words';
import type { CalendarStop } from './tour-event.schema';
import type { Invitation } from '../referral';
import { attributionFields } from './attribution.schema';

const { requestMailsPerStopPerHour } = BOOKING_POLICY;
const CONFIRM_LINK_LASTS = spanInWords(BOOKING_POLICY.confirmLinkHours, 'hours');

/** How many people one booking may bring: the form's choices and its message read it. */
export const MAX_PEOPLE = 10;

/**
 * The one answer to a request of the booking engine (a stop's booking, a shift's sign-up), whatever the address
 * holds: it tells nobody whether an address had asked before.
 */
export const requestedMessage = (what: string) =>
  `Controlla la tua email: ti abbiamo scritto come confermare ${what}. Il link vale ${CONFIRM_LINK_LASTS}; ` +
  `se non arriva, guarda nella posta indesiderata o riprova tra ${requestMailsPerStopPerHour === 1 ? "un'ora" : 'qualche ora'}.`;

export const RSVP_MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  phone: 'Il telefono può contenere al massimo 40 caratteri',
  people: `Indica quante persone verranno, da 1 a ${MAX_PEOPLE}`,
  privacy: 'Per prenotarti devi acconsentire a essere contattato/a per questo evento',
  /**
   * The one answer to a booking request, whatever the address holds (nothing, a request, a booking, a place in
   * line) and whatever the stop has left: it tells nobody whether an address had booked before.
   */
  requested: requestedMessage('la prenotazione'),
  confirmed:
    'Prenotazione confermata: ci vediamo alla tappa! Ti abbiamo scritto una email con la tappa da aggiungere al calendario e il link per annullare.',
  full: 'Posti esauriti',
  waitingList: WAITING_LIST,
  linkUsed:
    "Questo link è già stato usato. Trovi la tua prenotazione nell'ultima email che ti abbiamo scritto per questa tappa.",
  linkExpired: `Questo link è scaduto: vale ${CONFIRM_LINK_LASTS}. Prenota di nuovo dalla pagina della tappa.`,
  confirmLinkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per confermare la prenotazione.",
  removed: 'Prenotazione rimossa',
  closed: 'Questa tappa si è già svolta: non è più possibile prenotarsi.',
  unknownStop: 'Tappa non trovata',
  cancelled: 'Prenotazione annullata',
  alreadyCancelled: 'Questa prenotazione era già stata annullata.',
  linkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per questa prenotazione.",
  /** The one-click "no more mail" of a booking's mails: the booking stays. */
  mailsStopped: 'Non riceverai altre email su questa prenotazione. La prenotazione resta valida.',
} as const;

/** The answer of a confirmation that joined the waiting list, and the page's. */
export const waitingMessage = (position: number) =>
  `Sei in lista d'attesa, in posizione ${position}: se si libera un posto ti confermiamo subito la prenotazione e ti scriviamo.`;

/** A confirmed booking asked to grow by more than the places left: it stays as it was. */
export const changeRefusedMessage = (placesLeft: number, people: number) =>
  `${placesLeftSentence(placesLeft)}: la tua prenotazione resta di ${peopleCount(people)}.`;

/** POST /api/tour-events/{id}/rsvps and the "Ci sarò" form. The consent is required, not stored: a booking
 * exists only with it, and its dates are the booking's. */
export const rsvpSchema = yup.object({
  ...attributionFields,
  name: requiredText(2, 200, RSVP_MESSAGES.name, RSVP_MESSAGES.nameTooLong),
  email: email(),
  /** Free text, as the contact form's: "333 1234567 int. 2" is a phone number people write. */
  phone: optionalText(40, RSVP_MESSAGES.phone),
  people: wholeNumber(1, MAX_PEOPLE, RSVP_MESSAGES.people).required(RSVP_MESSAGES.people),
  privacyAccepted: flag(RSVP_MESSAGES.privacy).required(RSVP_MESSAGES.privacy).min(1, RSVP_MESSAGES.privacy),
});

export type RsvpInput = yup.InferType<typeof rsvpSchema>;

export type { RsvpStatus } from '../booking-words';

/** A booking as the admins read it (the list of a stop's bookings and its CSV). */
export interface Rsvp {
  id: number;
  tourEventId: number;
  name: string;
  email: string;
  phone: string | null;
  people: number;
  status: RsvpStatus;
  /** Its place in the waiting list, from 1; null when confirmed. */
  position: number | null;
  /** When the booking was first confirmed; `updatedAt` when it was last changed by its owner. */
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/admin/rsvp-counts: per stop with bookings or requests, the confirmed bookings and their people, the
 * waiting ones and theirs, and the requests still waiting for their owner's click.
 */
export interface RsvpCount {
  tourEventId: number;
  bookings: number;
  people: number;
  waiting: number;
  waitingPeople: number;
  pending: number;
}

/** The answer of a booking request (202): the same sentence in every case. */
export interface RsvpReply {
  message: string;
}

/** GET /api/rsvps/confirm?t=…: what the link would confirm, for the page to show before the click. */
export interface RsvpConfirmPreview {
  stop: CalendarStop;
  people: number;
  /** The stop's places not taken, when it has a number of them: more people than these join the waiting list. */
  placesLeft: number | null;
  /** The booking the address already holds there, which confirming changes. */
  held: { status: RsvpStatus; people: number } | null;
}

/** POST /api/rsvps/confirm?t=…: confirmed, or in line at `position`. */
export interface RsvpConfirmReply {
  status: RsvpStatus;
  position: number | null;
  people: number;
  message: string;
  /** "Porta un amico": the booking's own link, once confirmed (a place in line has none yet). */
  invitation: Invitation | null;
}

/**
 * GET /api/rsvps/cancel?t=…: the booking the link would cancel, for the page to name before it asks (a booking
 * gone, cancelled or with its stop, answers 410 with RSVP_MESSAGES.alreadyCancelled).
 */
export interface RsvpCancelPreview {
  stop: CalendarStop;
  people: number;
  status: RsvpStatus;
  /** Its place in the waiting list, from 1; null when confirmed. */
  position: number | null;
  /** A confirmed booking's own link and whom it brought: this page is the booking's (docs/decisions/0042). */
  invitation: Invitation | null;
}

/** The answer of the cancel link: cancelled now, or already (the booking, or its stop, is gone). */
export interface RsvpCancelReply {
  status: 'cancelled' | 'alreadyCancelled';
  message: string;
}
