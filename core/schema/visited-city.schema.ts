import * as yup from 'yup';
import { isoDate, optionalText, percentage, requiredText } from './fields.schema';

export const VISITED_CITY_MESSAGES = {
  cityName: 'Il nome della città deve contenere almeno 2 caratteri',
  cityNameTooLong: 'Il nome della città può contenere al massimo 100 caratteri',
  visitDate: 'Data della visita non valida',
  description: 'La descrizione può contenere al massimo 2000 caratteri',
  pin: 'La posizione deve essere compresa tra 0 e 100',
} as const;

const pinCoordinate = () => percentage(VISITED_CITY_MESSAGES.pin).default(50);

/** POST /api/visited-cities and the admin map's detail form. pinX and pinY are percentages of the map. */
export const visitedCitySchema = yup.object({
  cityName: requiredText(2, 100, VISITED_CITY_MESSAGES.cityName, VISITED_CITY_MESSAGES.cityNameTooLong),
  visitDate: isoDate(VISITED_CITY_MESSAGES.visitDate)
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable(),
  description: optionalText(2000, VISITED_CITY_MESSAGES.description),
  pinX: pinCoordinate(),
  pinY: pinCoordinate(),
});

export type VisitedCityInput = yup.InferType<typeof visitedCitySchema>;

export interface VisitedCity {
  id: number;
  cityName: string;
  /** YYYY-MM-DD */
  visitDate: string | null;
  description: string | null;
  pinX: number;
  pinY: number;
  createdAt: string;
  /** Raised by the database at each change an admin can see: the `If-Match` a save or delete sends back. */
  version: number;
}
