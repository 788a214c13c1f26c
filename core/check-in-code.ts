/**
 * A check-in code (docs/decisions/0041): what the confirmation mail shows as a QR code and as text, and the door
 * reads or types; a personal code of core/personal-code.ts.
 */

/** A code as typed or scanned, its case, spaces and dashes aside: "abcd-efgh" is "ABCDEFGH". */
export const normaliseCheckInCode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();
