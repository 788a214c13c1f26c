import { isPersonalCode } from './personal-code';

/**
 * Where a visitor came from, as the page's address says it (`?ref=` a supporter's invite, a personal code of
 * core/personal-code.ts; `?utm_*=` a campaign's link), without yup: the browser reads the address with these rules
 * on the first load of any page (web/lib/attribution-from-location.ts), and core/schema/attribution.schema.ts builds
 * the forms' and the API's schema fragment on them.
 */

/** The query parameters a public form carries to its POST body, under the same names. */
export const ATTRIBUTION_KEYS = ['ref', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** A campaign's label: short, letters (accented too), digits, spaces and . _ ~ + - only, nothing markup can use. */
const UTM_VALUE = /^[\p{L}\p{N} ._~+-]{1,60}$/u;

/** True when `value` is a well-formed value of that parameter (an unknown referral code is still well formed). */
export const isAttributionValue = (key: AttributionKey, value: string): boolean =>
  key === 'ref' ? isPersonalCode(value) : UTM_VALUE.test(value);
