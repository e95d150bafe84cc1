// A blocked account (100 failures in a row from unknown devices, throttle.ts) is unlocked by its
// owner: the failure that starts a block e-mails a single-use link (one per block, since attempts
// are not counted while blocked), and POST /account/unlock/{token}/ from the SPA page
// /account/unlock/{token} ends the block (account.unlock, handlers.ts; docs/decisions.md 'Sign-in throttling').
import type { AppContext } from '../http/context.ts';
import { unlockAccountMail } from '../mail/messages.ts';
import { THROTTLE_POLICIES } from './throttle.ts';
import { issueToken } from './user-tokens.ts';

export const INVALID_UNLOCK_LINK = 'This unlock link is invalid or has expired.';

/** After a failed sign-in: `failures` is the account counter's count with it (countAttempt). Token and mail go through `ctx.db`. */
export async function mailUnlockIfBlocked(ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, user: { id: number; email: string }, failures: number): Promise<void> {
  if (failures < THROTTLE_POLICIES.email.free) return;
  await ctx.mailer.send(unlockAccountMail(ctx.publicUrl, user.email, await issueToken(ctx.db, user.id, 'unlock')), ctx.db);
}
