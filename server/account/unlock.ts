// A blocked account (100 failures in a row from unknown devices, throttle.ts) is unlocked by its
// owner: the failure that starts a block e-mails a single-use link (one per block, since attempts
// are not counted while blocked), and POST /account/unlock/{token}/ from the SPA page
// /account/unlock/{token} ends the block (docs/decisions.md 'Sign-in throttling').
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { unlockAccountMail } from '../mail/messages.ts';
import { THROTTLE_POLICIES } from './throttle.ts';
import { consumeToken, issueToken } from './user-tokens.ts';

const INVALID_LINK = 'This unlock link is invalid or has expired.';

/** After a failed sign-in: `failures` is the account counter's count with it (countAttempt). */
export async function mailUnlockIfBlocked(ctx: AppContext, user: { id: number; email: string }, failures: number): Promise<void> {
  if (failures < THROTTLE_POLICIES.email.free) return;
  await ctx.mailer.send(unlockAccountMail(ctx.publicUrl, user.email, await issueToken(ctx.db, user.id, 'unlock')));
}

export function unlockRoute(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Params: { token: string } }>('/account/unlock/:token/', async (request) => {
    await db.transaction().execute(async (trx) => {
      const userId = await consumeToken(trx, request.params.token, 'unlock');
      if (userId === null) throw badRequest(INVALID_LINK);
      const { email } = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      await trx.deleteFrom('throttle_counters').where('scope', '=', 'email').where('key', '=', email).execute();
    });
    return {};
  });
}
