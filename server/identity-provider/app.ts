// The stand-in identity provider: a small service of its own, on another origin than the portal
// (IDENTITY_PORT / IDENTITY_URL), that a real provider replaces by configuration (server/identity/).
// The portal's server creates and reads sessions over the bearer-key API; the person goes through
// the document and selfie steps in the frame page, which the portal embeds. The page may be framed
// only by the portal (CSP frame-ancestors) and reports DONE to the portal's origin only.
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FRAME_CSS, FRAME_JS, framePage } from './frame-page.ts';
import { SessionStore } from './sessions.ts';

export type ProviderOptions = {
  /** The only origin allowed to frame the page and to receive its DONE message. */
  portalOrigin: string;
  /** Shared secret of the server-to-server API. */
  apiKey: string;
  /** This service's own public origin, used in frame_url. */
  publicUrl: string;
  logger?: boolean;
};

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function buildIdentityProvider(options: ProviderOptions): Promise<FastifyInstance> {
  const portalOrigin = new URL(options.portalOrigin).origin;
  const store = new SessionStore();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16_384 });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
      "img-src 'self' data:", `frame-ancestors ${portalOrigin}`, "base-uri 'none'", "form-action 'none'"].join('; '));
  });

  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    if (!sameSecret(header, `Bearer ${options.apiKey}`)) return reply.code(401).send({ error: 'Invalid API key' });
  };
  const session = (token: string) => store.get(token);

  app.post<{ Body: { reference?: unknown } }>('/api/sessions', { preHandler: requireKey }, async (request, reply) => {
    const reference = request.body?.reference;
    if (typeof reference !== 'string' || !reference || reference.length > 200) return reply.code(400).send({ error: 'reference is required' });
    const s = store.create(reference);
    return { session_token: s.token, frame_url: `${options.publicUrl}/session/${s.token}` };
  });

  app.get<{ Params: { token: string } }>('/api/sessions/:token', { preHandler: requireKey }, async (request, reply) => {
    const s = session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    return { status: s.status, reference: s.reference };
  });

  app.get<{ Params: { token: string } }>('/session/:token', async (request, reply) => {
    const s = session(request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!s) return reply.code(404).send(framePage(null, portalOrigin));
    return framePage(s.token, portalOrigin);
  });
  app.get('/frame.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(FRAME_JS));
  app.get('/frame.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(FRAME_CSS));

  app.post<{ Params: { token: string }; Body: { document_number?: unknown } }>('/session/:token/document', async (request, reply) => {
    const s = session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    const number = request.body?.document_number;
    const error = typeof number === 'string' ? store.submitDocument(s, number) : 'Enter the document number';
    return error ? reply.code(400).send({ error }) : { step: 'selfie' };
  });

  app.post<{ Params: { token: string } }>('/session/:token/selfie', async (request, reply) => {
    const s = session(request.params.token);
    if (!s) return reply.code(404).send({ error: 'Session not found' });
    const error = store.submitSelfie(s);
    return error ? reply.code(400).send({ error }) : { status: s.status };
  });

  return app;
}
