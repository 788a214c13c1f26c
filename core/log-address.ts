/**
 * The addresses the activity log keeps, truncated to where from, not which device (functions/_lib/address-key.ts):
 * an IPv4 /24 stored as "203.0.113.0/24", an IPv6 /48 as "2001:db8:1::/48".
 */

/** The /48 of an IPv6 address from its first three groups, as RFC 5952 writes it: "2001:db8::/48", "::/48". */
export function ipv6Block(groups: readonly string[]): string {
  const kept = groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
  // The five zero groups after the /48 are always the longest run, so "::" takes them and any zeros before them.
  while (kept.at(-1) === '0') kept.pop();
  return `${kept.join(':')}::/48`;
}

/**
 * A stored address as people read it: "203.0.113.x" for an IPv4 /24; an IPv6 /48 compact and right, rows written
 * before the fix ("0:0:0::/48", "2001:db8:0::/48") included; anything else ("sconosciuto") as it is.
 */
export function readableAddress(address: string): string {
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.0\/24$/.exec(address);
  if (ipv4) return `${ipv4[1]}.x`;
  const ipv6 = /^((?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,2})?)::\/48$/i.exec(address);
  if (!ipv6) return address;
  const groups = ipv6[1] ? ipv6[1].split(':') : [];
  return ipv6Block([...groups, '0', '0', '0']);
}
