// Where the identity provider is: IDENTITY_URL (its public address, the frame's one origin; default
// the stand-in on http://localhost:IDENTITY_PORT, port 3001) and IDENTITY_API_KEY. Without
// IDENTITY_URL the entry points start the stand-in themselves (server/identity-provider/);
// IDENTITY_STANDIN=1 starts it with IDENTITY_URL too (the stand-ins of several instances behind a
// balancer's address or a proxy's https name). The stand-in's key, unless configured, is derived
// from the secret key, which every instance over one database shares (server/security/secret-key.ts):
// instances cannot disagree on it.
import { createHmac } from 'node:crypto';

export type IdentityConfig = { url: string; apiKey: string; startStandIn: boolean; port: number };

export function identityConfigFromEnv(secretKey: string, env = process.env): IdentityConfig {
  const port = Number(env.IDENTITY_PORT || 3001);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`IDENTITY_PORT must be a port number, not '${env.IDENTITY_PORT}'`);
  const startStandIn = env.IDENTITY_STANDIN ? env.IDENTITY_STANDIN === '1' : !env.IDENTITY_URL;
  // Another provider issued its key: guessing one would only fail at the first identification.
  if (!env.IDENTITY_API_KEY && !startStandIn) throw new Error('IDENTITY_API_KEY is required with IDENTITY_URL (or set IDENTITY_STANDIN=1 to run the stand-in there)');
  return {
    url: (env.IDENTITY_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    apiKey: env.IDENTITY_API_KEY || createHmac('sha256', secretKey).update('identity stand-in API key').digest('base64url'),
    startStandIn,
    port,
  };
}
