// Invitations: a person given access to a merchant who has no account yet gets a user without a
// password and an e-mailed link; POST /account/registration/invite/{token}/ completes the account.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { inviteMail } from '../mail/messages.ts';
import { hashPassword } from '../security/password.ts';
import { normalizeEmail, signIn } from './sign-in.ts';
import { clientKey, countAttempt } from './throttle.ts';
import { consumeToken, issueToken } from './user-tokens.ts';

/** Creates the password-less user when new and mails the invitation; returns the user id. */
export async function inviteUser(ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, email: string, merchantName: string): Promise<number> {
  const address = normalizeEmail(email);
  await ctx.db.insertInto('users').values({ email: address, password_hash: null, first_name: '', last_name: '', mfa_secret: null, profile_image_id: null })
    .onConflict((oc) => oc.column('email').doNothing()).execute();
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirstOrThrow();
  await ctx.mailer.send(inviteMail(ctx.publicUrl, address, await issueToken(ctx.db, user.id, 'invite'), merchantName));
  return user.id;
}

type Accept = { password: string; password2: string; first_name?: unknown; last_name?: unknown };
const name = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 150) : '');

export function inviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // config.bodyForm: the invite form's names are stored with card numbers masked (server/http/free-text-bodies.ts).
  app.post<{ Params: { token: string } }>('/account/registration/invite/:token/', { config: { bodyForm: 'invite' } }, async (request, reply) => {
    // The password rules are those of the reset form (there is no separate invite form yet).
    const body = validateBody<Accept>('reset_password', request.body);
    await countAttempt(ctx.db, ['hash', clientKey(request.ip)]); // before the token is used up: a 429 must not spend it
    const userId = await consumeToken(ctx.db, request.params.token, 'invite');
    if (userId === null) throw badRequest('This invitation link is invalid or has expired.');
    await ctx.db.updateTable('users').set({
      password_hash: await hashPassword(body.password), first_name: name(body.first_name), last_name: name(body.last_name), email_confirmed: true,
    }).where('id', '=', userId).execute();
    await signIn(ctx, request, reply, userId, 'ok');
    return { state: 'ok' };
  });
}
