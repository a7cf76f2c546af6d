import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach in production (server-side request forgery): loopback, private, shared,
 * link-local (the cloud metadata address 169.254.169.254 among them), unique-local, multicast, reserved and
 * unspecified, in IPv4 and IPv6. IPv4-mapped and NAT64 IPv6 forms are judged by the IPv4 address they carry.
 * The delivery itself is guarded again at connect time (request-filtering-agent), after every DNS resolution.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2], 16);
  const lo = parseInt(m[3], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when `address` (an IP literal) is not a public unicast address. */
export function isNonPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return blocked.check(plain, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(plain.toLowerCase());
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(plain, 'ipv6');
  }
  return true;
}

/**
 * Whether the URL's host is or resolves to a non-public address. A name that does not resolve is let through here
 * (it may resolve later); every attempt checks again at connect time.
 */
export async function resolvesToNonPublic(host: string): Promise<boolean> {
  const plain = host.replace(/^\[|\]$/g, '');
  if (isIP(plain)) return isNonPublicAddress(plain);
  try {
    const addresses = await lookup(plain, { all: true, verbatim: true });
    return addresses.some((a) => isNonPublicAddress(a.address));
  } catch {
    return false;
  }
}
