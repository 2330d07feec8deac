import ipaddr from 'ipaddr.js';

/**
 * The key of a client address in the per-client limits. An IPv4 address (also written IPv4-mapped, `::ffff:a.b.c.d`)
 * counts whole. An IPv6 host is given a whole network (a /64 at least), so counting each of its addresses apart would
 * hand one client 2^64 allowances: it counts by its first `ipv6Prefix` bits, written as that network (`2001:db8::/64`).
 */
export function clientAddressKey(ip: string, ipv6Prefix: number): string {
  const bare = ip.replace(/%.*$/, ''); // a zone id (`fe80::1%eth0`) names an interface, not another host
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${ipv6Prefix}`);
  return `${network.toString()}/${ipv6Prefix}`;
}
