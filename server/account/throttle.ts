// Failure throttling kept in the database (login_attempts), so any instance sees the same counts.
import type { Db } from '../db/connect.ts';
import { throttled } from '../http/errors.ts';

type Scope = 'email' | 'ip' | 'otp';
const WINDOW_MS = 15 * 60_000;
/** Failures allowed per scope key in the window: per account, per client IP, per user's codes. */
export const THROTTLE_LIMITS: Record<Scope, number> = { email: 5, ip: 30, otp: 5 };

/** Throws 429 (with the wait in seconds) when the key has used up its failures. */
export async function assertNotThrottled(db: Db, scope: Scope, key: string): Promise<void> {
  const max = THROTTLE_LIMITS[scope];
  const recent = await db.selectFrom('login_attempts').select('created_at')
    .where('scope', '=', scope).where('key', '=', key).where('created_at', '>', new Date(Date.now() - WINDOW_MS))
    .orderBy('created_at', 'desc').limit(max).execute();
  if (recent.length < max) return;
  // Allowed again once the oldest of the last `max` failures leaves the window.
  const oldest = recent[recent.length - 1].created_at.getTime();
  throw throttled(Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000)));
}

export async function recordFailure(db: Db, scope: Scope, key: string): Promise<void> {
  await db.insertInto('login_attempts').values({ scope, key }).execute();
  await db.deleteFrom('login_attempts').where('created_at', '<', new Date(Date.now() - WINDOW_MS)).execute();
}

export async function clearFailures(db: Db, scope: Scope, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('scope', '=', scope).where('key', '=', key).execute();
}
