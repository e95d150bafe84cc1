// Throttling kept in the database (throttle_counters), so every instance sees the same counts.
// An attempt is counted BEFORE the password or code is checked, in the same statement that checks
// the limit (INSERT ... ON CONFLICT DO UPDATE ... WHERE holds the row lock): parallel requests queue
// on the row and each sees the count the previous one left. A success takes its attempt back.
// The policy is recorded in docs/decisions.md ('Sign-in throttling').
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ThrottleScope } from '../db/schema.ts';
import { throttled } from '../http/errors.ts';

type Policy = {
  /** Attempts allowed without waiting. */
  free: number;
  /** Wait (s) after `free` failures, doubling with each further failure up to maxDelay. */
  firstDelay: number;
  maxDelay: number;
  /** A counter idle this long (s) starts again from zero. */
  forgetAfter: number;
};

export const THROTTLE_POLICIES: Record<ThrottleScope, Policy> = {
  // Sign-in per client IP and per IP + e-mail: growing delays, never more than a minute.
  ip: { free: 20, firstDelay: 1, maxDelay: 60, forgetAfter: 900 },
  ip_email: { free: 3, firstDelay: 1, maxDelay: 60, forgetAfter: 900 },
  // Per account whatever the IP (a distributed guess): blocks only after 100 failures in a row, and
  // only unknown devices (a known device counts on its own, below; server/account/known-device.ts).
  email: { free: 100, firstDelay: 3600, maxDelay: 3600, forgetAfter: 86_400 },
  // Per known device of an account, instead of the three above: 5 free, then 1 s doubling to an hour,
  // so the owner is never held by others' failures and a stolen device cookie still guesses slowly.
  device: { free: 5, firstDelay: 1, maxDelay: 3600, forgetAfter: 86_400 },
  // The password asked again of a signed-in session (reauthenticate.ts), per session: as a device.
  reauth: { free: 5, firstDelay: 1, maxDelay: 3600, forgetAfter: 86_400 },
  // Two-step codes per user: 5 tries, then 15 minutes (a 6-digit code cannot take growing delays).
  otp: { free: 5, firstDelay: 900, maxDelay: 900, forgetAfter: 900 },
  // Calls that hash a client's password (128 MiB each) per client IP.
  hash: { free: 10, firstDelay: 1, maxDelay: 60, forgetAfter: 900 },
  // Declined charges on the hosted checkout per client IP (card testing): 10, then from a minute up to an hour.
  checkout: { free: 10, firstDelay: 60, maxDelay: 3600, forgetAfter: 3600 },
};

export const ACCOUNT_PAUSED = 'Sign-in to this account is blocked for an hour after 100 failed attempts in a row. Open the unlock link we e-mailed you, sign in on a device you used before, or reset your password.';

/**
 * The client a per-IP counter is kept for: an IPv4 address, or the /64 network of an IPv6 one (a
 * single subscriber usually holds a whole /64, so counting addresses would not slow them at all).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  if (/^::ffff:\d+(\.\d+){3}$/i.test(address)) return address.slice(7);
  const [head, tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}

/** Wait (s) a counter with `failures` needs after its last attempt, as SQL. */
const delaySql = (p: Policy, failures: ReturnType<typeof sql>) =>
  sql`least(${p.maxDelay}::float8, ${p.firstDelay}::float8 * power(2, least(${failures} - ${p.free}, 30)))`;

/**
 * Counts one attempt on each (scope, key), in order, in one transaction (`db`'s when it is one: a
 * handler counts in a step that commits before the check, server/account/steps.ts); when one of them is at its
 * limit nothing is counted and the call answers 429 with that counter's wait. Returns each counter's
 * count with this attempt (parallel attempts each get their own number).
 */
export async function countAttempt(db: Db, ...keys: Array<readonly [ThrottleScope, string]>): Promise<number[]> {
  // Inside a call's transaction (a step of its own: the count must stand whatever the call answers) or in one of its own.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  const counts = await inTransaction(async (trx) => {
    const counts: number[] = [];
    for (const [scope, key] of keys) {
      const p = THROTTLE_POLICIES[scope];
      const stale = sql`t.last_at <= now() - make_interval(secs => ${p.forgetAfter}::float8)`;
      const counted = await sql<{ failures: number }>`
        insert into throttle_counters as t (scope, key, failures, last_at) values (${scope}, ${key}, 1, now())
        on conflict (scope, key) do update set
          failures = case when ${stale} then 1 else t.failures + 1 end, last_at = now()
        where ${stale} or t.failures < ${p.free}
          or t.last_at + make_interval(secs => ${delaySql(p, sql`t.failures`)}) <= now()
        returning t.failures`.execute(trx);
      if (counted.rows.length > 0) {
        counts.push(counted.rows[0].failures);
        continue;
      }
      const { rows } = await sql<{ wait: number }>`
        select ceil(extract(epoch from t.last_at + make_interval(secs => ${delaySql(p, sql`t.failures`)}) - now()))::int as wait
        from throttle_counters t where t.scope = ${scope} and t.key = ${key}`.execute(trx);
      const seconds = Math.max(1, rows[0]?.wait ?? 1);
      throw scope === 'email' ? throttled(seconds, ACCOUNT_PAUSED) : throttled(seconds);
    }
    return counts;
  });
  await forgetIdleCounters(db);
  return counts;
}

/** A failure: the wait runs from its answer (a password check takes a while), not from its start. */
export async function attemptFailed(db: Db, ...keys: Array<readonly [ThrottleScope, string]>): Promise<void> {
  for (const [scope, key] of keys) {
    await db.updateTable('throttle_counters').set({ last_at: sql`now()` }).where('scope', '=', scope).where('key', '=', key).execute();
  }
}

/** A success: the attempt counted for it is taken back, and a counter of this key's failures ends. */
export async function attemptSucceeded(db: Db, ...keys: Array<readonly [ThrottleScope, string]>): Promise<void> {
  for (const [scope, key] of keys) {
    if (scope === 'ip' || scope === 'checkout') {
      // Other people may share the IP (an office): only this attempt is taken back.
      await db.updateTable('throttle_counters').set((eb) => ({ failures: sql`greatest(${eb.ref('failures')} - 1, 0)` }))
        .where('scope', '=', scope).where('key', '=', key).execute();
    } else {
      await db.deleteFrom('throttle_counters').where('scope', '=', scope).where('key', '=', key).execute();
    }
  }
}

/** Counters idle longer than any policy remembers. */
async function forgetIdleCounters(db: Db): Promise<void> {
  const longest = Math.max(...Object.values(THROTTLE_POLICIES).map((p) => p.forgetAfter));
  await db.deleteFrom('throttle_counters').where('last_at', '<', new Date(Date.now() - longest * 1000)).execute();
}
