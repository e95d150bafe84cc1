// A signed-in user proves it is still him before a call that cannot be undone (deleting a
// merchant): his password, and the two-step code when two-step login is on. A held session alone
// (a borrowed laptop, a stolen cookie) is not enough. Password attempts count on the session's own
// counter (throttle.ts 'reauth': 5, then from 1 s doubling up to an hour), not on the account's
// sign-in counters: a stolen session guesses slowly, and nobody else's failures (nor this
// session's) keep the owner from signing in or block his other sessions. The code counts on the
// per-user two-step counter, as at sign-in.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { verifyPassword } from '../security/password.ts';
import { checkCode } from './check-code.ts';
import { inCall, type Steps } from './steps.ts';
import { attemptFailed, attemptSucceeded, countAttempt } from './throttle.ts';

export const WRONG_PASSWORD = 'Incorrect password';
export const CODE_REQUIRED = 'Enter the code from your authenticator app.';

export type Proof = { password: string; otp?: string };

/** 400 [['password', ...]] for a wrong password, err_code 'otp required' without the code two-step
 * login needs, [['otp', 'Invalid code']] for a wrong one; 429 while a counter waits. */
export async function reauthenticate(db: Db | Steps, request: FastifyRequest, proof: Proof): Promise<void> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  // Each write a step of its own (steps.ts): a wrong password's count stands although the call
  // answers 400, and the password hash runs outside any transaction.
  const step = typeof db === 'function' ? db : inCall(db);
  const userId = request.auth.userId;
  const session = ['reauth', request.auth.sessionHash] as const;
  const user = await step(async (trx) => {
    await countAttempt(trx, session);
    return trx.selectFrom('users').select(['password_hash', 'mfa_enabled', 'mfa_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
  });
  const ok = await verifyPassword(proof.password, user.password_hash);
  await step((trx) => (ok ? attemptSucceeded(trx, session) : attemptFailed(trx, session)));
  if (!ok) throw badRequest([['password', WRONG_PASSWORD]]);
  if (!user.mfa_enabled || !user.mfa_secret) return;
  if (!proof.otp) throw badRequest(CODE_REQUIRED, { err_code: 'otp required' });
  await checkCode(step, userId, user.mfa_secret, proof.otp);
}
