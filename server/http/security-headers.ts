// Security headers on every response, API and SPA alike.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// dev: Vite's hot reload needs its inline preamble script and a websocket; never in production.
// frameOrigin: the identity provider's origin, the one foreign page the portal may frame (onboarding).
export async function registerSecurityHeaders(app: FastifyInstance, { dev = false, frameOrigin }: { dev?: boolean; frameOrigin?: string } = {}): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
}
