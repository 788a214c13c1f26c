/**
 * A check-in code (docs/decisions/0041): what the confirmation mail shows as a QR code and as text, and the door
 * reads or types. Eight characters of 31 that nobody reads as one another (no 0/O, no 1/I/L): 31^8 ≈ 8.5 × 10^11
 * codes. The database draws them (check_in_code() of migration 0022, its strong random source) from this alphabet.
 */
export const CHECK_IN_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHECK_IN_CODE_LENGTH = 8;

const SHAPE = new RegExp(`^[${CHECK_IN_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`);

/** A code as typed or scanned, its case, spaces and dashes aside: "abcd-efgh" is "ABCDEFGH". */
export const normaliseCheckInCode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Whether a normalised value can be a code at all (its length and alphabet): else no lookup is spent on it. */
export const isCheckInCodeShape = (value: string): boolean => SHAPE.test(value);
