// A two-step code checked as every flow checks it (sign-in, password reset, re-authentication,
// two-step setup): counted on the user's `otp` counter before it is checked, refused when invalid or
// already used in its time step, the attempt taken back on success. The count and the outcome are
// steps of their own (steps.ts): a wrong code's count stands although the call answers 400.
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import { consumeTotp } from '../security/totp.ts';
import { inCall, type Steps } from './steps.ts';
import { attemptFailed, attemptSucceeded, countAttempt } from './throttle.ts';

/** Throws 400 'Invalid code' on `field` unless `code` is the user's current, unused code. `db`: a steps call's `call.step` (or a root db). */
export async function checkCode(db: Db | Steps, userId: number, secret: string | null, code: string, field = 'otp'): Promise<void> {
  const step = typeof db === 'function' ? db : inCall(db);
  const key = ['otp', String(userId)] as const;
  await step((trx) => countAttempt(trx, key));
  const valid = await step(async (trx) => {
    const ok = !!secret && (await consumeTotp(trx, userId, secret, code));
    await (ok ? attemptSucceeded(trx, key) : attemptFailed(trx, key));
    return ok;
  });
  if (!valid) throw badRequest([[field, 'Invalid code']]);
}
