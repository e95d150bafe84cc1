// Guards for signed-in-only calls.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { unauthorized } from './errors.ts';
import type { UserRow } from './session.ts';

/** The fully signed-in user (password and, when enabled, two-step code done), else 401. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<UserRow> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const user = await db.selectFrom('users').selectAll().where('id', '=', request.auth.userId).executeTakeFirst();
  if (!user) throw unauthorized();
  return user;
}
