// Server-side sessions: the cookie holds a random 256-bit id, the database only its SHA-256.
// A new id is issued at every sign-in step; logout deletes the row.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256 } from '../security/tokens.ts';

export const SESSION_COOKIE = 'sessionid';
export const SESSION_DAYS = 14;
const DAY_MS = 86_400_000;

export type UserRow = Selectable<Database['users']>;
export type SessionState = 'ok' | 'need mfa';
export type Auth = { sessionHash: string; state: SessionState; userId: number };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** The route's guard reads the session itself, in the same SQL as its other lookups
     * (server/lists/list-access.ts): the onRequest hook leaves request.auth to it. */
    sessionInGuard?: boolean;
  }
}

/** The session id hash of the request's cookie, if any. */
export const sessionHashOf = (request: FastifyRequest): string | undefined => {
  const raw = request.cookies[SESSION_COOKIE];
  return raw ? sha256(raw) : undefined;
};

/** Sliding expiry, written at most once a day per session. */
export async function touchSession(db: Db, hash: string, expiresAt: Date): Promise<void> {
  if (expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where('id_hash', '=', hash).execute();
  }
}

export function registerSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const hash = sessionHashOf(request);
    if (!hash || !request.url.startsWith('/api/') || request.routeOptions.config?.sessionInGuard) return;
    const row = await db.selectFrom('sessions').select(['user_id', 'state', 'expires_at'])
      .where('id_hash', '=', hash).where('expires_at', '>', new Date()).executeTakeFirst();
    if (!row) return;
    request.auth = { sessionHash: hash, state: row.state, userId: row.user_id };
    await touchSession(db, hash, row.expires_at);
  });
}

/** Replaces the request's session (if any) by a new one with a fresh id; returns the raw id. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, state: SessionState): Promise<string> {
  if (request.auth) await db.deleteFrom('sessions').where('id_hash', '=', request.auth.sessionHash).execute();
  const id = randomToken();
  await db.insertInto('sessions').values({
    id_hash: sha256(id), user_id: userId, state, expires_at: new Date(Date.now() + SESSION_DAYS * DAY_MS),
  }).execute();
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SESSION_DAYS * 86_400,
  });
  request.auth = { sessionHash: sha256(id), state, userId };
  return id;
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth) await db.deleteFrom('sessions').where('id_hash', '=', request.auth.sessionHash).execute();
  request.auth = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
