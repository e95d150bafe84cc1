// Which resolved addresses a callback may connect to: public unicast only. Refused: private,
// loopback, link-local, CGNAT, multicast, unspecified, reserved and documentation ranges of IPv4
// and IPv6, and every IPv6 form that embeds an IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo), so
// no spelling of 127.0.0.1 gets through. Tests may allow exact addresses (CALLBACK_ALLOW_HOSTS).
import { BlockList, isIP } from 'node:net';

// Two lists: Node matches IPv4 addresses against IPv6 rules as IPv4-mapped, so one list holding
// ::ffff:0:0/96 would refuse every IPv4 address.
const FORBIDDEN_V4 = new BlockList();
const FORBIDDEN_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) FORBIDDEN_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['::ffff:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) FORBIDDEN_V6.addSubnet(net, prefix, 'ipv6');

export type AddressPolicy = { allow: readonly string[] };

/** Test-only escape hatch: CALLBACK_ALLOW_HOSTS=127.0.0.1,::1 (exact addresses, never names). */
export function policyFromEnv(env = process.env): AddressPolicy {
  return { allow: (env.CALLBACK_ALLOW_HOSTS ?? '').split(',').map((s) => s.trim()).filter((s) => isIP(s) !== 0) };
}

/** Null when the address may be used, else why not. */
export function refusalOf(address: string, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  if (policy.allow.includes(address)) return null;
  const forbidden = family === 4 ? FORBIDDEN_V4.check(address, 'ipv4') : FORBIDDEN_V6.check(address, 'ipv6');
  return forbidden ? `${address} is not a public address` : null;
}
