import { italianDateAndTime } from './rome-time';

/**
 * Italian date formatting. A date-only value ("YYYY-MM-DD") is read and printed in UTC, so no time zone
 * of the server or the phone can move it by a day; an instant is shown on Rome's clock (core/rome-time.ts).
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The names a calendar day is written with in Italian. A stop's page, the home's banner and the calendar print
 * these dates while the page hydrates: building an Intl.DateTimeFormat there loads the locale's data, 45-110 ms of
 * main thread on this machine (four times that on Lighthouse's phone), for words that never change. The tests
 * check every day of several years against Intl's own "it-IT".
 */
const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
/** The months' names, January first, as Italian writes them in a date. */
export const ITALIAN_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const shortDate = (date: Date) => `${date.getUTCDate()} ${ITALIAN_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
const longDate = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${shortDate(date)}`;

/** A real calendar day written YYYY-MM-DD, as midnight UTC; null for anything else (2025-02-30 is not one). */
export function parseDateOnly(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-13-45 over into 2026; such a value is not a date.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** "2025-11-15" → "sabato 15 novembre 2025". Anything that is not a date-only value is returned unchanged. */
export function formatLongDate(value: string): string {
  const date = parseDateOnly(value);
  return date ? longDate(date) : value;
}

/** "2025-11-15" → "15 novembre 2025". */
export function formatShortDate(value: string): string {
  const date = parseDateOnly(value);
  return date ? shortDate(date) : value;
}

/** An ISO timestamp (createdAt) → "15/11/2025, 18:30", in Italian time. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : italianDateAndTime(date).join(', ');
}
