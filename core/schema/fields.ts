import * as yup from 'yup';
import { parseDateOnly } from '../dates';

/**
 * Field schemas shared by several entities. Every message is Italian because it reaches the user as it is,
 * from the form or from the API's `fields` object.
 */

export const INVALID_VALUE = 'Valore non valido';

/** A 0/1 flag. A checkbox's boolean is accepted too and becomes 0 or 1, so forms and API share one schema. */
export const flag = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? Number(original) : value))
    .typeError(INVALID_VALUE)
    .integer(INVALID_VALUE)
    .oneOf([0, 1], INVALID_VALUE);

/** Optional free text: blank becomes null so the database never stores empty strings. No default, so a
 * partial update can tell a field left out from a field cleared. */
export const optionalText = (max: number, tooLong: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .trim()
    .max(max, tooLong)
    .nullable();

/** A date-only value as a YYYY-MM-DD string: never a Date, so no time zone can move it. */
export const isoDate = (message: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('iso-date', message, (value) => value == null || parseDateOnly(value) !== null);

export const EMAIL_INVALID = 'Email non valida';

export const email = () => yup.string().trim().required(EMAIL_INVALID).email(EMAIL_INVALID).max(254, EMAIL_INVALID);

/** An absolute http(s) URL: javascript: and data: links must never reach an href. */
export const httpUrl = (message: string) =>
  yup
    .string()
    .trim()
    .test('http-url', message, (value) => {
      if (value == null || value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    });
