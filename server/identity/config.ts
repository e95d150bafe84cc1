// Where the identity provider is: IDENTITY_URL (its public address, default the stand-in on
// http://localhost:IDENTITY_PORT, port 3001) and IDENTITY_API_KEY. Without IDENTITY_URL the entry
// points start the stand-in themselves (server/identity-provider/), sharing a per-process key;
// IDENTITY_STANDIN=1 starts it with IDENTITY_URL too (the stand-in behind a proxy's https name).
import { randomBytes } from 'node:crypto';

export type IdentityConfig = { url: string; apiKey: string; startStandIn: boolean; port: number };

export function identityConfigFromEnv(env = process.env): IdentityConfig {
  const port = Number(env.IDENTITY_PORT ?? 3001);
  const startStandIn = env.IDENTITY_STANDIN ? env.IDENTITY_STANDIN === '1' : !env.IDENTITY_URL;
  return {
    url: (env.IDENTITY_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    apiKey: env.IDENTITY_API_KEY || randomBytes(24).toString('base64url'),
    startStandIn,
    port,
  };
}
