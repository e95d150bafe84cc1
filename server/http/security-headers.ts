// Security headers on every response, API and SPA alike.
// @fastify/helmet rebuilds helmet's middleware for every request (some 0.05 ms of each list call);
// with no nonces and no per-route options its headers are the same for every reply, so they are
// read once from a throwaway instance running the plugin and set from that map (a route may still
// override or remove one, as the design preview frame and the button script do).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The headers the plugin adds with these options: a probe's reply with it, less one without it. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => 'probe');
    const { headers } = await app.inject('/');
    await app.close();
    return headers;
  };
  const [plain, secured] = [await probe(false), await probe(true)];
  return Object.fromEntries(Object.entries(secured)
    .filter(([name, value]) => name !== 'date' && value !== undefined && plain[name] !== value)
    .map(([name, value]) => [name, String(value)]));
}

export type SecurityOptions = { dev?: boolean; frameOrigin?: string };

// dev: Vite's hot reload needs its inline preamble script and a websocket; never in production.
// frameOrigin: the identity provider's origin, the one foreign page the portal may frame (onboarding).
export function helmetOptions({ dev = false, frameOrigin }: SecurityOptions = {}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
        // 'self': the checkout design preview frames (server/designs/preview-frame.ts).
        frameSrc: frameOrigin ? ["'self'", frameOrigin] : ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense behind https; a plain-http install would pin nothing useful.
    strictTransportSecurity: process.env.NODE_ENV === 'production',
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
