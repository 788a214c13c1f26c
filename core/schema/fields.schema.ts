import * as yup from 'yup';
import { parseDateOnly } from '../dates';
import { isEmailAddress } from '../email-address';

/**
 * Field schemas shared by several entities. Every message is Italian because it reaches the user as it is,
 * from the form or from the API's `fields` object.
 *
 * Types are strict: a value of the wrong JSON type is never coerced (yup would turn 12345 into "12345" and
 * crash on an object it tries to trim); it fails the type check and answers with the field's own message.
 */

export const INVALID_VALUE = 'Valore non valido';

/** The validation context the API's body reader passes: the wire carries 0/1 numbers, never booleans. */
export interface SchemaContext {
  fromWire?: boolean;
}

/** Length as Postgres's char_length counts it: code points, so "👏" is one character, not two UTF-16 units. */
const charLength = (value: string): number => [...value].length;

/** At least `min` characters once trimmed; absent values are left to `required`. */
export const minChars = (min: number, message: string) => ({
  name: 'min-chars',
  message,
  skipAbsent: true,
  test: (value: string | null | undefined) => value == null || charLength(value) >= min,
});

/** At most `max` characters. */
export const maxChars = (max: number, message: string) => ({
  name: 'max-chars',
  message,
  skipAbsent: true,
  test: (value: string | null | undefined) => value == null || charLength(value) <= max,
});

/**
 * Text Postgres can store and UTF-8 can encode: no NUL character (Postgres refuses it in text) and no half of a
 * surrogate pair (it has no UTF-8 form). Without this test such a value would reach the database and fail there.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storableText = (value: string | null | undefined): boolean =>
  value == null || (!value.includes('\u0000') && !LONE_SURROGATE.test(value));

/** A JSON string, trimmed after the type check; any other type fails the type check with `message`. */
export const text = (message: string) =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(message)
    .nonNullable(message)
    .test('storable', message, storableText);

/** A JSON string kept as typed (passwords: spaces count). */
export const rawText = (message: string) =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(message)
    .nonNullable(message)
    .test('storable', message, storableText);

/** bcrypt reads at most 72 bytes of its input: a longer password would be compared by its first 72 only. */
export const fitsBcrypt = (value: string): boolean => new TextEncoder().encode(value).length <= 72;

/** Required text between `min` and `max` characters. */
export const requiredText = (min: number, max: number, tooShort: string, tooLong: string) =>
  text(tooShort).required(tooShort).test(minChars(min, tooShort)).test(maxChars(max, tooLong));

/** A JSON number as it is: strings, booleans and the rest fail the type check, Infinity fails `finite`. */
export const finiteNumber = (message: string) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => (typeof original === 'number' ? original : NaN))
    .typeError(message)
    .test('finite', message, (value) => value == null || Number.isFinite(value));

/**
 * A whole number from `min` to `max`. On the wire only a JSON number passes; on the form path the digits a
 * `<select>` or a number input holds ("3") become the number, and a field left empty is null.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown, _schema: unknown, options?: { context?: SchemaContext }) => {
      if (typeof original === 'number' || original == null) return original;
      if (typeof original === 'string' && !options?.context?.fromWire) {
        if (original.trim() === '') return null;
        if (/^\d+$/.test(original.trim())) return Number(original.trim());
      }
      return NaN;
    })
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** A percentage of the map, 0 to 100. */
export const percentage = (message: string) => finiteNumber(message).min(0, message).max(100, message);

/**
 * A 0/1 flag. On the form path a checkbox's boolean becomes 0 or 1 (the forms cast before sending); on the
 * wire (context `fromWire`) only the numbers 0 and 1 pass.
 */
export const flag = (invalid: string = INVALID_VALUE) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown, _schema: unknown, options?: { context?: SchemaContext }) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'boolean' && !options?.context?.fromWire) return Number(original);
      return NaN;
    })
    .typeError(invalid)
    .integer(invalid)
    .oneOf([0, 1], invalid);

/** Optional free text: blank becomes null so the database never stores empty strings. No default, so a
 * partial update can tell a field left out from a field cleared. */
export const optionalText = (max: number, tooLong: string) =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original !== 'string') return original;
      const trimmed = original.trim();
      return trimmed === '' ? null : trimmed;
    })
    .typeError(tooLong)
    .test(maxChars(max, tooLong))
    .test('storable', tooLong, storableText)
    .nullable();

/** A date-only value as a YYYY-MM-DD string: never a Date, so no time zone can move it. */
export const isoDate = (message: string) =>
  text(message).test('iso-date', message, (value) => value == null || parseDateOnly(value) !== null);

export const EMAIL_INVALID = 'Email non valida';

export const email = () =>
  text(EMAIL_INVALID)
    .required(EMAIL_INVALID)
    .test('email', EMAIL_INVALID, (value) => value == null || value === '' || isEmailAddress(value));

/** An absolute http(s) URL on a named host: javascript: and data: links must never reach an href. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Text that is empty or an absolute http(s) URL (isHttpUrl). */
export const httpUrl = (message: string) =>
  text(message).test('http-url', message, (value) => value == null || value === '' || isHttpUrl(value));
