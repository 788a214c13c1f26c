import * as yup from 'yup';
import { isAttributionValue, type AttributionKey } from '../attribution-rules';
import { text } from './fields.schema';

const ATTRIBUTION_MESSAGES = {
  ref: 'Codice invito non valido',
  utm: 'Parametro della campagna non valido',
} as const;

/** Optional text that must be a well-formed value of its parameter: absent is fine, malformed is a 400. */
const attributionText = (key: AttributionKey, message: string) =>
  text(message)
    .optional()
    .test(key, message, (value) => value == null || isAttributionValue(key, value));

/**
 * The schema fragment every public form's schema spreads in (`yup.object({ ...attributionFields, … })`): where the
 * person came from, as the page's address said (web/lib/attribution-from-location.ts). All optional; a malformed value (only an
 * API client can send one: the browser drops them) is refused like any other field; an unknown but well-formed
 * `ref` is no error, the crediting ignores it (docs/decisions/0042).
 */
export const attributionFields = {
  ref: attributionText('ref', ATTRIBUTION_MESSAGES.ref),
  utm_source: attributionText('utm_source', ATTRIBUTION_MESSAGES.utm),
  utm_medium: attributionText('utm_medium', ATTRIBUTION_MESSAGES.utm),
  utm_campaign: attributionText('utm_campaign', ATTRIBUTION_MESSAGES.utm),
};

/** `{ ref?, utm_source?, utm_medium?, utm_campaign? }` as the API receives them: the fragment's own type. */
export type Attribution = yup.InferType<yup.ObjectSchema<{ [K in AttributionKey]?: string }>>;
