import { BlockList, isIP } from 'node:net';

// Which addresses an outbound request (webhooks, later link previews) may reach (SECURITY.md "Outbound requests"):
// never the server's own network — loopback, private, link-local (cloud metadata), CGNAT, unspecified, multicast,
// reserved, ULA, IPv4-mapped/-compatible or NAT64 forms of those — unless the instance admin's allow-list permits it.

// Node's BlockList matches IPv4 rules against IPv4-mapped IPv6 addresses and back, so the IPv6 list holds no mapped
// rule (it would refuse every IPv4 address); mapped and NAT64 forms are unwrapped and judged as the IPv4 they carry.
const REFUSED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const REFUSED_V6: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function listOf(rules: Array<[string, number]>, type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [net, bits] of rules) list.addSubnet(net, bits, type);
  return list;
}

const refusedV4 = listOf(REFUSED_V4, 'ipv4');
const refusedV6 = listOf(REFUSED_V6, 'ipv6');

/** The 32-bit tail of an IPv6 address as dotted IPv4 (for ::ffff:a.b.c.d and 64:ff9b::a.b.c.d forms). */
function embeddedV4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const prefix = lower.startsWith('::ffff:') ? '::ffff:' : lower.startsWith('64:ff9b::') ? '64:ff9b::' : undefined;
  if (!prefix) return undefined;
  const tail = lower.slice(prefix.length);
  if (isIP(tail) === 4) return tail;
  const m = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!m) return undefined;
  const hi = parseInt(m[1], 16);
  const lo = parseInt(m[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when `address` (an IP literal) is internal: loopback, private, link-local, CGNAT, ULA, multicast, mapped… */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedV4(address);
  // Any IPv4-mapped address is refused (a way around a v4-only check); NAT64 carries a v4 judged as such.
  if (address.toLowerCase().startsWith('::ffff:')) return true;
  if (v4 !== undefined) return refusedV4.check(v4, 'ipv4');
  return refusedV6.check(address, 'ipv6');
}

/** An allow-list of IPs / CIDRs (config outboundAllowList) as a matcher. */
export function allowListOf(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [ip, bits] = entry.split('/');
    const family = isIP(ip);
    if (!family) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** True when an outbound request may connect to `address` under the allow-list. */
export function mayConnect(address: string, allowed: (address: string) => boolean): boolean {
  return !isInternalAddress(address) || allowed(address);
}
