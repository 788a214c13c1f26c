import { describe, expect, it } from 'vitest';
import { ipv6Block, readableAddress } from './log-address';

describe('the activity log’s addresses', () => {
  it('writes an IPv6 /48 as RFC 5952 does: zeros compressed, lowercase, no leading zeros', () => {
    expect(ipv6Block(['2001', '0db8', '0001'])).toBe('2001:db8:1::/48');
    expect(ipv6Block(['2001', 'DB8', '0'])).toBe('2001:db8::/48');
    expect(ipv6Block(['2001', '0', '0'])).toBe('2001::/48');
    expect(ipv6Block(['0', '0', '0'])).toBe('::/48');
    // A lone zero group before others stays: the run after the prefix is the longest.
    expect(ipv6Block(['0', 'db8', '0'])).toBe('0:db8::/48');
    expect(ipv6Block(['0', '0', '1'])).toBe('0:0:1::/48');
  });

  it('shows an IPv4 /24 as its first three numbers and x, an IPv6 /48 compactly, old rows included', () => {
    expect(readableAddress('203.0.113.0/24')).toBe('203.0.113.x');
    expect(readableAddress('2001:db8:1::/48')).toBe('2001:db8:1::/48');
    expect(readableAddress('0:0:0::/48')).toBe('::/48');
    expect(readableAddress('2001:db8:0::/48')).toBe('2001:db8::/48');
    expect(readableAddress('::/48')).toBe('::/48');
    expect(readableAddress('sconosciuto')).toBe('sconosciuto');
  });
});
