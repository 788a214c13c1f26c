/**
 * Where a visitor came from, as the page's address says it (`?ref=` a supporter's invite, `?utm_*=` a campaign's
 * link), without yup: the browser reads the address with these rules on the first load of any page
 * (web/lib/attribution-from-location.ts), and core/schema/attribution.schema.ts builds the forms' and the API's schema fragment on them.
 */

/** The query parameters a public form carries to its POST body, under the same names. */
export const ATTRIBUTION_KEYS = ['ref', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/**
 * A referral code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), 31^8 ≈ 8.5·10^11 codes, read
 * aloud or typed from a screenshot without doubt (docs/decisions/0042).
 */
const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERRAL_CODE_LENGTH = 8;

const REFERRAL_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);
/** A campaign's label: short, letters (accented too), digits, spaces and . _ ~ + - only, nothing markup can use. */
const UTM_VALUE = /^[\p{L}\p{N} ._~+-]{1,60}$/u;

/** True when `value` is a well-formed value of that parameter (an unknown referral code is still well formed). */
export const isAttributionValue = (key: AttributionKey, value: string): boolean =>
  (key === 'ref' ? REFERRAL_CODE : UTM_VALUE).test(value);
