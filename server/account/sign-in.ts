// Session changes always come with a new CSRF token bound to the new session id; a completed sign-in
// also marks the browser as a known device of the account (known-device.ts). `ctx.db`: the calling
// handler's transaction (or step), so the session changes with the rest of the call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken } from '../http/csrf.ts';
import type { AppContext } from '../http/context.ts';
import { endSession, startSession, type SessionState } from '../http/session.ts';
import { rememberDevice } from './known-device.ts';

export async function signIn(ctx: Pick<AppContext, 'db' | 'secretKey' | 'publicUrl'>, request: FastifyRequest, reply: FastifyReply, userId: number, state: SessionState): Promise<void> {
  const sessionId = await startSession(ctx.db, request, reply, userId, state);
  issueCsrfToken(reply, request, ctx.secretKey, sessionId);
  if (state === 'ok') rememberDevice(ctx, request, reply, userId);
}

export async function signOut(ctx: Pick<AppContext, 'db' | 'secretKey'>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endSession(ctx.db, request, reply);
  issueCsrfToken(reply, request, ctx.secretKey, '');
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
