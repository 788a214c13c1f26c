/**
 * The site's personal codes: a check-in code (docs/decisions/0041), which the door reads or types, and a referral
 * code (0042), which a friend's link carries. Eight characters of 31 that nobody reads as one another (no 0/O, no
 * 1/I/L): 31^8 ≈ 8.5 × 10^11 codes, read aloud or typed from a screenshot without doubt. The database draws them from
 * this alphabet (check_in_code() of migration 0022, new_referral_code() of 0023, its strong random source).
 */
export const PERSONAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PERSONAL_CODE_LENGTH = 8;

const SHAPE = new RegExp(`^[${PERSONAL_CODE_ALPHABET}]{${PERSONAL_CODE_LENGTH}}$`);

/** Whether a value can be a personal code at all (its length and alphabet): else no lookup is spent on it. */
export const isPersonalCode = (value: string): boolean => SHAPE.test(value);
