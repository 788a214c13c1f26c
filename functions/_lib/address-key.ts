import { ipv6Block } from '../../core/log-address';

/**
 * The key a per-address limit counts under. An IPv6 host usually holds a whole /64 (its provider hands out that
 * much, and privacy extensions rotate inside it), so one host could otherwise take a fresh address per try:
 * IPv6 addresses count by their /64, IPv4 ones (also written IPv4-mapped) by the address itself.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const hextets = expandIpv6(address);
  if (!hextets) return address;
  return `${hextets
    .slice(0, 4)
    .map((hextet) => parseInt(hextet, 16).toString(16))
    .join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // A trailing dotted IPv4 part stands for two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1].includes('.')) {
    const octets = last.pop()!.split('.').map(Number);
    if (octets.length !== 4 || octets.some((octet) => !(octet >= 0 && octet <= 255))) return null;
    last.push(((octets[0] << 8) | octets[1]).toString(16), ((octets[2] << 8) | octets[3]).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : null;
}

/**
 * The address as the activity log keeps it: where a sign-in came from, not which device. IPv4 by its /24, IPv6 by
 * its /48 (a site's or a provider's block); anything else as "sconosciuto".
 */
export function truncatedAddress(ip: string): string {
  const key = addressKey(ip);
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (ipv4) return `${ipv4[1]}.0/24`;
  const ipv6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key);
  if (ipv6) return ipv6Block(ipv6[1].split(':'));
  return 'sconosciuto';
}
