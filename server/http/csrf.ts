// CSRF: signed double-submit token bound to the session. The `csrftoken` cookie is
// nonce.HMAC(SECRET_KEY, nonce + session id); every non-GET/HEAD call must echo it in X-CSRFToken.
// A token minted for another session (or forged without the key) is refused, and nothing is stored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { SESSION_COOKIE } from './session.ts';

export const CSRF_COOKIE = 'csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: string, nonce: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`${nonce}.${sessionId}`).digest('base64url');
}

function isValid(secret: string, token: string | undefined, sessionId: string): boolean {
  const [nonce, mac] = (token ?? '').split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, nonce, sessionId));
  const actual = Buffer.from(mac);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Sets a fresh token bound to the given session id ('' when signed out). */
export function issueCsrfToken(reply: FastifyReply, request: FastifyRequest, secret: string, sessionId: string): void {
  const nonce = randomBytes(18).toString('base64url');
  reply.setCookie(CSRF_COOKIE, `${nonce}.${sign(secret, nonce, sessionId)}`, {
    path: '/', sameSite: 'lax', secure: request.protocol === 'https', maxAge: 365 * 86_400,
  });
}

/** `ownTokenPrefix`: routes that check a form token of their own (the hosted checkout, no session); the
 * matched route pattern decides, not the raw URL, so no spelling of another path gets the exemption. */
export function registerCsrf(app: FastifyInstance, secret: string, ownTokenPrefix?: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (ownTokenPrefix && request.routeOptions.url?.startsWith(ownTokenPrefix)) return;
    const sessionId = request.cookies[SESSION_COOKIE] ?? '';
    const cookie = request.cookies[CSRF_COOKIE];
    const cookieOk = isValid(secret, cookie, sessionId);
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrftoken'];
      if (!cookieOk || typeof header !== 'string' || header !== cookie) {
        throw new HttpError(403, { error: 'CSRF token missing or incorrect' });
      }
    } else if (!cookieOk) {
      issueCsrfToken(reply, request, secret, sessionId);
    }
  });
}
