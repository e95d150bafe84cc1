// A large payout asks for the two-step code (issue 27 must-show 6): a payout of more than
// PAYOUT_CODE_ABOVE (a decimal string compared in minor units, whatever the currency, as the
// approval threshold is; default 1000.00; `off`: never) needs the current code of a user who has
// two-step login on. Without one the call answers 400 err_code 'otp required' (the form then shows
// its code field); a code is checked as re-authentication checks it (account/check-code.ts: the
// per-user counter, a code used once). A user without two-step login is not asked.
import type { FastifyRequest } from 'fastify';
import { CODE_REQUIRED } from '../account/reauthenticate.ts';
import { checkCode } from '../account/check-code.ts';
import type { Steps } from '../account/steps.ts';
import { badRequest } from '../http/errors.ts';
import { parseAmount } from '../payments/money.ts';

export const DEFAULT_CODE_ABOVE = '1000.00';

/** The threshold in minor units, null when off; a value that is not an amount is refused. */
export function codeThreshold(value: string | undefined = process.env.PAYOUT_CODE_ABOVE): number | null {
  const text = value === undefined || value === '' ? DEFAULT_CODE_ABOVE : value.trim();
  if (text === 'off') return null;
  const minor = parseAmount(text);
  if (minor === null) throw new Error(`PAYOUT_CODE_ABOVE must be an amount such as 1000.00 or 'off', not '${value}'`);
  return minor;
}

export async function requireCodeAbove(step: Steps, request: FastifyRequest, body: { amount: string; otp?: string }): Promise<void> {
  const threshold = codeThreshold();
  const amount = parseAmount(body.amount);
  if (threshold === null || amount === null || amount <= threshold) return;
  const userId = request.auth!.userId;
  const user = await step((db) => db.selectFrom('users').select(['mfa_enabled', 'mfa_secret']).where('id', '=', userId).executeTakeFirstOrThrow());
  if (!user.mfa_enabled || !user.mfa_secret) return;
  if (!body.otp) throw badRequest(CODE_REQUIRED, { err_code: 'otp required' });
  await checkCode(step, userId, user.mfa_secret, body.otp);
}
