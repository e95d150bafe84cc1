// The stand-in identity provider: a small service of its own, on another origin than the portal
// (IDENTITY_PORT / IDENTITY_URL), that a real provider replaces by configuration (server/identity/).
// The portal's server creates and reads sessions over the bearer-key API; the person goes through
// the document and selfie steps in the frame page, which the portal embeds. The page may be framed
// only by the portal (CSP frame-ancestors) and reports DONE to the portal's origin only. Sessions
// live in the portal's database, so the stand-ins of several instances answer as one service.
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { FRAME_CSS, FRAME_JS, framePage } from './frame-page.ts';
import { SessionStore } from './sessions.ts';

export type ProviderOptions = {
  /** The portal's database, holding the sessions (shared by every instance's stand-in). */
  db: Db;
  /** The only origin allowed to frame the page and to receive its DONE message. */
  portalOrigin: string;
  /** Shared secret of the server-to-server API. */
  apiKey: string;
  /** This service's public address (IDENTITY_URL), the same on every instance: used in frame_url. */
  publicUrl: string;
  /** Log requests from this level up (default: no log). */
  logLevel?: string;
};

/** The service name the health route answers with. */
export const STANDIN_SERVICE = 'identity-standin';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function buildIdentityProvider(options: ProviderOptions): Promise<FastifyInstance> {
  const portalOrigin = new URL(options.portalOrigin).origin;
  const store = new SessionStore(options.db);
  const app = Fastify({ logger: options.logLevel ? { level: options.logLevel } : false, bodyLimit: 16_384 });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
      "img-src 'self' data:", `frame-ancestors ${portalOrigin}`, "base-uri 'none'", "form-action 'none'"].join('; '));
  });

  const keyMatches = (request: FastifyRequest) => sameSecret(request.headers.authorization ?? '', `Bearer ${options.apiKey}`);
  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!keyMatches(request)) return reply.code(401).send({ error: 'Invalid API key' });
  };
  const session = (token: string) => store.get(token);

  // A balancer's health check (no key); with the key, what start.ts compares before it relies on a
  // stand-in already answering on IDENTITY_PORT.
  app.get('/api/health', async (request, reply) => {
    if (request.headers.authorization === undefined) return { service: STANDIN_SERVICE };
    if (!keyMatches(request)) return reply.code(401).send({ error: 'Invalid API key' });
    return { service: STANDIN_SERVICE, public_url: options.publicUrl, portal_origin: portalOrigin };
  });

  app.post<{ Body: { reference?: unknown } }>('/api/sessions', { preHandler: requireKey }, async (request, reply) => {
    const reference = request.body?.reference;
    if (typeof reference !== 'string' || !reference || reference.length > 200 || reference.includes('\0')) return reply.code(400).send({ error: 'reference is required' });
    const s = await store.create(reference);
    return { session_token: s.token, frame_url: `${options.publicUrl}/session/${s.token}` };
  });

  app.get<{ Params: { token: string } }>('/api/sessions/:token', { preHandler: requireKey }, async (request, reply) => {
    const s = await session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    return { status: s.status, reference: s.reference };
  });

  app.get<{ Params: { token: string } }>('/session/:token', async (request, reply) => {
    const s = await session(request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!s) return reply.code(404).send(framePage(null, portalOrigin));
    return framePage(s.token, portalOrigin);
  });
  app.get('/frame.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(FRAME_JS));
  app.get('/frame.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(FRAME_CSS));

  app.post<{ Params: { token: string }; Body: { document_number?: unknown } }>('/session/:token/document', async (request, reply) => {
    const s = await session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    const number = request.body?.document_number;
    const error = typeof number === 'string' ? await store.submitDocument(s, number) : 'Enter the document number';
    return error ? reply.code(400).send({ error }) : { step: 'selfie' };
  });

  app.post<{ Params: { token: string } }>('/session/:token/selfie', async (request, reply) => {
    const s = await session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    const done = await store.submitSelfie(s);
    return 'error' in done ? reply.code(400).send(done) : done;
  });

  return app;
}
