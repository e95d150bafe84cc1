// Starts the stand-in provider beside the portal (main.ts, dev.ts) when configured to. Several
// instances on one machine share IDENTITY_PORT: the first starts the stand-in, the others find it
// answering there (same key, same frame address, same portal) and use it; anything else on the port
// stops the start with the reason, instead of a bare EADDRINUSE.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { IdentityConfig } from '../identity/config.ts';
import { buildIdentityProvider, STANDIN_SERVICE } from './app.ts';

export type StandIn = { app: FastifyInstance | null; shared: boolean };

/** app: the stand-in this process runs (close it on exit); shared: another process's stand-in answers on the port. */
export async function startStandIn(config: IdentityConfig, db: Db, portalOrigin: string, host: string, logLevel = 'info'): Promise<StandIn> {
  if (!config.startStandIn) return { app: null, shared: false };
  const app = await buildIdentityProvider({ db, portalOrigin, apiKey: config.apiKey, publicUrl: config.url, logLevel });
  try {
    await app.listen({ port: config.port, host });
    return { app, shared: false };
  } catch (e) {
    await app.close();
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
  }
  const mismatch = await checkRunningStandIn(config, portalOrigin, host);
  if (mismatch) throw new Error(`IDENTITY_PORT ${config.port} is in use and ${mismatch}: set another IDENTITY_PORT, or the same settings on every instance`);
  return { app: null, shared: true };
}

/** null when our stand-in answers on the port with the same key, frame address and portal; else why not. */
async function checkRunningStandIn(config: IdentityConfig, portalOrigin: string, host: string): Promise<string | null> {
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const res = await fetch(`http://${local}:${config.port}/api/health`, {
    headers: { authorization: `Bearer ${config.apiKey}` }, signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (res?.status === 401) return 'the identity stand-in there has another IDENTITY_API_KEY (or SECRET_KEY)';
  const body: unknown = res?.ok ? await res.json().catch(() => null) : null;
  // Read as unknown: whatever answers on the port is checked field by field, never trusted by type.
  const data = body !== null && typeof body === 'object' ? new Map(Object.entries(body)) : new Map<string, unknown>();
  if (data.get('service') !== STANDIN_SERVICE) return 'what answers there is not the identity stand-in';
  if (data.get('public_url') !== config.url) return `the identity stand-in there serves its frame at ${String(data.get('public_url'))}, not at IDENTITY_URL ${config.url}`;
  if (data.get('portal_origin') !== new URL(portalOrigin).origin) return `the identity stand-in there lets ${String(data.get('portal_origin'))} frame it, not PUBLIC_URL ${portalOrigin}`;
  return null;
}
