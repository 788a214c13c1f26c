import * as yup from 'yup';
import { flag, isoDate, optionalText, requiredText } from './fields.schema';

export const TOUR_EVENT_MESSAGES = {
  title: 'Il titolo deve contenere almeno 2 caratteri',
  titleTooLong: 'Il titolo può contenere al massimo 200 caratteri',
  location: 'La località deve contenere almeno 2 caratteri',
  locationTooLong: 'La località può contenere al massimo 200 caratteri',
  eventDate: 'Inserisci una data valida',
  eventTime: "L'orario può contenere al massimo 60 caratteri",
  description: 'La descrizione può contenere al massimo 5000 caratteri',
  address: "L'indirizzo può contenere al massimo 300 caratteri",
} as const;

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
  createdAt: string;
}
