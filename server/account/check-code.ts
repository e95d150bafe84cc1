// A two-step code checked as every flow checks it (sign-in, password reset, re-authentication,
// two-step setup): counted on the user's `otp` counter before it is checked, refused when invalid or
// already used in its time step, the attempt taken back on success.
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import { consumeTotp } from '../security/totp.ts';
import { attemptFailed, attemptSucceeded, countAttempt } from './throttle.ts';

/** Throws 400 'Invalid code' on `field` unless `code` is the user's current, unused code. */
export async function checkCode(db: Db, userId: number, secret: string | null, code: string, field = 'otp'): Promise<void> {
  const key = String(userId);
  await countAttempt(db, ['otp', key]);
  if (!secret || !(await consumeTotp(db, userId, secret, code))) {
    await attemptFailed(db, ['otp', key]);
    throw badRequest([[field, 'Invalid code']]);
  }
  await attemptSucceeded(db, ['otp', key]);
}
