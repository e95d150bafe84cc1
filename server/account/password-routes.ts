// Forgotten password: e-mailed single-use link; an account with two-step login also needs a code.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { resetPasswordMail } from '../mail/messages.ts';
import { hashPassword } from '../security/password.ts';
import { normalizeEmail } from './sign-in.ts';
import { checkCode } from './check-code.ts';
import { attemptSucceeded, clientKey, countAttempt } from './throttle.ts';
import { consumeToken, peekToken, replaceToken } from './user-tokens.ts';

type Reset = { password: string; password2: string; otp_pin?: string };
const INVALID_LINK = 'This password reset link is invalid or has expired.';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, mailer, publicUrl } = ctx;

  // Same answer whether or not the address has an account. Only the newest link works.
  app.post('/account/password/email/', async (request) => {
    const { email } = validateBody<{ email: string }>('forgot_password', request.body);
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', normalizeEmail(email)).executeTakeFirst();
    if (user) await mailer.send(resetPasswordMail(publicUrl, user.email, await replaceToken(db, user.id, 'reset_password')));
    return {};
  });

  const reset = async (ip: string, token: string, body: Reset, requireOtp: boolean) => {
    await countAttempt(db, ['hash', clientKey(ip)]); // before the link is used up: a 429 must not spend it
    const userId = await peekToken(db, token, 'reset_password');
    if (userId === null) throw badRequest(INVALID_LINK);
    const user = await db.selectFrom('users').select(['mfa_enabled', 'mfa_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.mfa_enabled && user.mfa_secret) {
      if (!requireOtp || !body.otp_pin) {
        throw badRequest('Enter the code from your authenticator app.', { err_code: 'otp required' });
      }
      await checkCode(db, userId, user.mfa_secret, body.otp_pin, 'otp_pin');
    }
    if ((await consumeToken(db, token, 'reset_password')) !== userId) throw badRequest(INVALID_LINK);
    const email = (await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', userId)
      .returning('email').executeTakeFirstOrThrow()).email;
    // A new password signs every device out, and lifts a block of sign-in to the account.
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await attemptSucceeded(db, ['email', email]);
    return {};
  };

  app.post<{ Params: { token: string } }>('/account/password/reset/:token/', async (request) =>
    reset(request.ip, request.params.token, validateBody<Reset>('reset_password', request.body), false));

  app.post<{ Params: { token: string } }>('/account/password/otp/reset/:token/', async (request) =>
    reset(request.ip, request.params.token, validateBody<Reset>('reset_password', request.body), true));
}
