// A callback URL to one checked address: http or https only, no credentials; the host is resolved
// once here and every address it resolves to must pass the policy. The caller connects to the
// address returned (never resolving the name again), so DNS cannot change the answer in between.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusalOf, type AddressPolicy } from './address-policy.ts';

export type Target = { url: URL; address: string; family: 4 | 6 };
export type Resolved = { ok: true; target: Target } | { ok: false; error: string };

export async function resolveTarget(raw: string, policy: AddressPolicy): Promise<Resolved> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, error: 'credentials in the URL are not allowed' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, error: `${host} does not resolve` };
  }
  const refusal = addresses.length === 0 ? `${host} does not resolve` : addresses.map((a) => refusalOf(a.address, policy)).find(Boolean);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, target: { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 } };
}
