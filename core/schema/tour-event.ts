import * as yup from 'yup';
import { flag, isoDate, optionalText, requiredText } from './fields';

export const TOUR_EVENT_MESSAGES = {
  title: 'Il titolo deve contenere almeno 2 caratteri',
  titleTooLong: 'Il titolo può contenere al massimo 200 caratteri',
  location: 'La località deve contenere almeno 2 caratteri',
  locationTooLong: 'La località può contenere al massimo 200 caratteri',
  eventDate: 'Inserisci una data valida',
  eventTime: 'Orario non valido: scrivi per esempio 18:00, 18.30 o ore 18',
  description: 'La descrizione può contenere al massimo 5000 caratteri',
  address: "L'indirizzo può contenere al massimo 300 caratteri",
} as const;

/**
 * A time as Italians write it ("18:30", "18.30", "18,30", "ore 18", "h 9") as HH:MM, the form the calendar
 * needs; null for anything that is not a time of day.
 */
export function normalizeTime(text: string): string | null {
  const match = /^(?:ore\s*|h\s*)?(\d{1,2})(?:\s*[.:,h]\s*(\d{2}))?$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** POST and PUT /api/tour-events and the admin tour form. completed: 0 upcoming, 1 done. */
export const tourEventSchema = yup.object({
  title: requiredText(2, 200, TOUR_EVENT_MESSAGES.title, TOUR_EVENT_MESSAGES.titleTooLong),
  location: requiredText(2, 200, TOUR_EVENT_MESSAGES.location, TOUR_EVENT_MESSAGES.locationTooLong),
  eventDate: isoDate(TOUR_EVENT_MESSAGES.eventDate).required(TOUR_EVENT_MESSAGES.eventDate),
  eventTime: optionalText(20, TOUR_EVENT_MESSAGES.eventTime)
    .transform((value: unknown) => (typeof value === 'string' ? (normalizeTime(value) ?? value) : value))
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: TOUR_EVENT_MESSAGES.eventTime, excludeEmptyString: true }),
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
