// Starts the stand-in provider beside the portal (main.ts, dev.ts) unless IDENTITY_URL names another.
import type { FastifyInstance } from 'fastify';
import type { IdentityConfig } from '../identity/config.ts';
import { buildIdentityProvider } from './app.ts';

export async function startStandIn(config: IdentityConfig, portalOrigin: string, host: string): Promise<FastifyInstance | null> {
  if (!config.startStandIn) return null;
  const app = await buildIdentityProvider({ portalOrigin, apiKey: config.apiKey, publicUrl: config.url, logger: true });
  await app.listen({ port: config.port, host });
  return app;
}
