// TRUST_PROXY: the proxies in front of the server whose X-Forwarded-For entries are believed: a hop
// count (1 = the one load balancer) or a comma-separated list of addresses and CIDR ranges (and
// proxy-addr's names loopback, linklocal, uniquelocal). The client's address (request.ip) is then the
// rightmost entry that no trusted proxy added. `true` (trust all) is refused: it takes the leftmost
// entry, which the client writes itself. Fastify 5 takes a bare number as "trust nobody" (a hop count
// also trusts a client that reaches the server directly), so the hop count is given to it as the
// function proxy-addr calls with each address's distance from the server.
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

export type TrustProxy = number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** undefined: no proxy (request.ip is the socket's address). A malformed value stops the start. */
export function trustProxyFromEnv(setting = process.env.TRUST_PROXY): TrustProxy | undefined {
  const value = setting?.trim() ?? '';
  if (value === '') return undefined;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (1 to 99) or a comma-separated list of their addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), not '${setting}'`);
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** The setting as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (trust === undefined) return false;
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
