import * as yup from 'yup';
import { flag, isoDate, optionalText, requiredText, wholeNumber } from './fields.schema';

export const TOUR_EVENT_MESSAGES = {
  title: 'Il titolo deve contenere almeno 2 caratteri',
  titleTooLong: 'Il titolo può contenere al massimo 200 caratteri',
  location: 'La località deve contenere almeno 2 caratteri',
  locationTooLong: 'La località può contenere al massimo 200 caratteri',
  eventDate: 'Inserisci una data valida',
  eventTime: "L'orario può contenere al massimo 60 caratteri",
  description: 'La descrizione può contenere al massimo 5000 caratteri',
  address: "L'indirizzo può contenere al massimo 300 caratteri",
  capacity: 'I posti disponibili devono essere un numero intero da 1 a 100.000',
} as const;

/** The most places a stop can offer: more than any square holds. */
const MAX_CAPACITY = 100_000;

/** POST and PUT /api/tour-events and the admin tour form. completed: 0 upcoming, 1 done. */
export const tourEventSchema = yup.object({
  title: requiredText(2, 200, TOUR_EVENT_MESSAGES.title, TOUR_EVENT_MESSAGES.titleTooLong),
  location: requiredText(2, 200, TOUR_EVENT_MESSAGES.location, TOUR_EVENT_MESSAGES.locationTooLong),
  eventDate: isoDate(TOUR_EVENT_MESSAGES.eventDate).required(TOUR_EVENT_MESSAGES.eventDate),
  /** Free text, kept as written (SPEC.md section 3); core/stop-time reads the clock times from it. */
  eventTime: optionalText(60, TOUR_EVENT_MESSAGES.eventTime),
  address: optionalText(300, TOUR_EVENT_MESSAGES.address),
  description: optionalText(5000, TOUR_EVENT_MESSAGES.description),
  completed: flag().default(0),
  /** Places for the bookings ("Ci sarò"); none means no limit. People count, not bookings. */
  capacity: wholeNumber(1, MAX_CAPACITY, TOUR_EVENT_MESSAGES.capacity).nullable(),
});

export type TourEventInput = yup.InferType<typeof tourEventSchema>;

export interface TourEvent {
  id: number;
  title: string;
  location: string;
  /** YYYY-MM-DD */
  eventDate: string;
  eventTime: string | null;
  description: string | null;
  address: string | null;
  completed: 0 | 1;
  /** Places for the bookings, null when unlimited. */
  capacity: number | null;
  /** 1 when the people booked fill the places: the page offers the waiting list. Never who booked. */
  full: 0 | 1;
  /** The places not taken, when the stop has a number of them: "Restano 2 posti" beside a form asking for 3. */
  placesLeft: number | null;
  createdAt: string;
  /** Raised by the database at each change an admin can see: the `If-Match` a save or delete sends back. */
  version: number;
}

/**
 * A stop as its calendar entry and the mails about its bookings show it: what the public list gives, and the
 * entry's revision (RFC 5545 SEQUENCE), raised each time its date, time, place or address changes.
 */
export type CalendarStop = Pick<
  TourEvent,
  'id' | 'title' | 'location' | 'eventDate' | 'eventTime' | 'description' | 'address' | 'createdAt'
> & { sequence: number };
