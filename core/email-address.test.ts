import { describe, expect, it } from 'vitest';
import { email } from './schema/fields';
import { isEmailAddress } from './email-address';

/** An address of exactly `length` characters. */
const ofLength = (length: number) => `${'a'.repeat(length - '@example.it'.length)}@example.it`;

describe('isEmailAddress', () => {
  it.each(['anna@example.it', 'anna.bianchi+tour@posta.comune.padova.it', "o'brien@example.it", ofLength(254)])(
    'accepts %s, as the forms do',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
      expect(email().isValidSync(value)).toBe(true);
    },
  );

  it.each(['anna', 'anna@', '@example.it', 'anna @example.it', 'anna@example..it', 'ànna@example.it', ofLength(255)])(
    'refuses %s, as the forms do',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
      expect(email().isValidSync(value)).toBe(false);
    },
  );
});
