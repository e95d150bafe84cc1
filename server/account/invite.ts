// Invitations: a person given access to a merchant who has no account yet gets a user without a
// password and an e-mailed link; POST /account/registration/invite/{token}/ (account.registrationInvite,
// handlers.ts) completes the account.
import type { AppContext } from '../http/context.ts';
import { inviteMail } from '../mail/messages.ts';
import { normalizeEmail } from './sign-in.ts';
import { issueToken } from './user-tokens.ts';

/** Creates the password-less user when new and mails the invitation; returns the user id. `ctx.db`: the caller's transaction (user, token and mail commit together). */
export async function inviteUser(ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, email: string, merchantName: string): Promise<number> {
  const address = normalizeEmail(email);
  await ctx.db.insertInto('users').values({ email: address, password_hash: null, first_name: '', last_name: '', mfa_secret: null, profile_image_id: null })
    .onConflict((oc) => oc.column('email').doNothing()).execute();
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirstOrThrow();
  await ctx.mailer.send(inviteMail(ctx.publicUrl, address, await issueToken(ctx.db, user.id, 'invite'), merchantName), ctx.db);
  return user.id;
}
