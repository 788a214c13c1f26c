import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { attributionFields } from './attribution.schema';
import { isAttributionValue } from '../attribution-rules';

const schema = yup.object(attributionFields);
const valid = (value: object) => schema.isValidSync(value, { context: { fromWire: true } });

describe('the attribution fragment of the public forms', () => {
  it('takes nothing, a referral code of the alphabet and short campaign labels', () => {
    expect(valid({})).toBe(true);
    expect(valid({ ref: 'K7M2QX9P', utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'Città 2025' })).toBe(
      true,
    );
  });

  it('refuses a code of look-alikes, of another length or lower case, and labels with markup or past 60 characters', () => {
    for (const ref of ['K7M2QX9O', 'K7M2QX91', 'K7M2QX9I', 'K7M2QX9L', 'K7M2QX9', 'K7M2QX9PP', 'k7m2qx9p', ''])
      expect(valid({ ref }), ref).toBe(false);
    for (const utm of ['<script>', 'a"b', 'x'.repeat(61), 'a/b', ''])
      expect(valid({ utm_source: utm }), utm).toBe(false);
    expect(valid({ ref: 12345678 })).toBe(false);
    expect(valid({ utm_campaign: ['a'] })).toBe(false);
  });

  it('is the rule the browser reads the address with', () => {
    expect(isAttributionValue('ref', 'K7M2QX9P')).toBe(true);
    expect(isAttributionValue('ref', 'K7M2QX9O')).toBe(false);
    expect(isAttributionValue('utm_medium', 'email')).toBe(true);
  });
});
