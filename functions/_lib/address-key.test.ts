import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import { addressKey, truncatedAddress } from './address-key';
import { call } from '../../test/server/function-calls';

describe('the address the activity log keeps', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['::1', '::/48'],
    ['2001:0:0:5::1', '2001::/48'],
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['non un indirizzo', 'sconosciuto'],
  ])('keeps %s as %s, an IPv6 /48 written as RFC 5952 does', (ip, kept) => {
    expect(truncatedAddress(ip)).toBe(kept);
  });
});

describe('the key a per-address limit counts under', () => {
  it.each([
    ['2001:db8:1234:5678:aaaa:bbbb:cccc:dddd', '2001:db8:1234:5678::/64'],
    ['2001:0DB8:1234:5678:0000:0000:0000:0001', '2001:db8:1234:5678::/64'],
    ['2001:db8:1234:5678::1', '2001:db8:1234:5678::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
  ])('counts the IPv6 address %s by its /64, %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and a neighbouring /64 another', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => addressKey(`2a01:4f8:c0c:1234:${i.toString(16)}:abcd:ef01:${i + 1}`)),
    );
    expect([...keys]).toEqual(['2a01:4f8:c0c:1234::/64']);
    expect(addressKey('2a01:4f8:c0c:1235::1')).not.toBe('2a01:4f8:c0c:1234::/64');
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
  ])('counts %s as itself', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('leaves what is not an address as it came, so it still counts apart', () => {
    expect(addressKey('2001:db8:::1')).toBe('2001:db8:::1');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});

describe('one IPv6 host rotating its addresses (regression, issue 22)', () => {
  useTestDatabase();

  it('reaches the contact form limit of its /64 as if it kept one address', async () => {
    const body = { name: 'Anna', email: 'anna@example.it', message: 'Un messaggio di prova.', privacyAccepted: 1 };
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const res = await call(contact, '/api/contact', {
        method: 'POST',
        body,
        ip: `2001:db8:aa:bb::${i.toString(16)}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another /64 has its own count.
    expect((await call(contact, '/api/contact', { method: 'POST', body, ip: '2001:db8:aa:bc::1' })).status).toBe(201);
  });
});
