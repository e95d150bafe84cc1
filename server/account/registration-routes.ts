// Sign-up with e-mail confirmation.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { confirmEmailMail } from '../mail/messages.ts';
import { hashPassword } from '../security/password.ts';
import { normalizeEmail, signIn } from './sign-in.ts';
import { clientKey, countAttempt } from './throttle.ts';
import { consumeToken, issueToken } from './user-tokens.ts';

type Registration = { email: string; password: string; password2: string; first_name: string; last_name: string };
const RESENT = 'Verification link sent. Check your email';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, mailer, publicUrl } = ctx;

  const sendConfirmation = async (userId: number, email: string) =>
    mailer.send(confirmEmailMail(publicUrl, email, await issueToken(db, userId, 'confirm_email')));

  // config.bodyForm: names typed with a card number in them are stored masked (server/http/free-text-bodies.ts).
  app.post('/account/registration/start/', { config: { bodyForm: 'registration' } }, async (request, reply) => {
    const body = validateBody<Registration>('registration', request.body);
    const email = normalizeEmail(body.email);
    await countAttempt(db, ['hash', clientKey(request.ip)]);
    const user = await db.insertInto('users').values({
      email, password_hash: await hashPassword(body.password), first_name: body.first_name.trim(), last_name: body.last_name.trim(),
      mfa_secret: null, profile_image_id: null,
    }).onConflict((oc) => oc.column('email').doNothing()).returning('id').executeTakeFirst();
    if (!user) throw badRequest([['email', 'A user with this email already exists.']]);
    await sendConfirmation(user.id, email);
    await signIn(ctx, request, reply, user.id, 'ok');
    return { state: 'ok' };
  });

  app.post('/account/registration/confirm/', async (request) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const userId = typeof token === 'string' ? await consumeToken(db, token, 'confirm_email') : null;
    if (userId === null) throw badRequest('This confirmation link is invalid or has expired.');
    await db.updateTable('users').set({ email_confirmed: true }).where('id', '=', userId).execute();
    return { redirect: '/onboarding' };
  });

  // Same answer whatever the address, so the call does not reveal who has an account.
  app.post('/account/registration/reconfirm/', async (request) => {
    const body = validateBody<{ email?: string }>('reconfirm', request.body);
    const query = db.selectFrom('users').select(['id', 'email']).where('email_confirmed', '=', false);
    const user = request.auth?.state === 'ok'
      ? await query.where('id', '=', request.auth.userId).executeTakeFirst()
      : body.email ? await query.where('email', '=', normalizeEmail(body.email)).executeTakeFirst() : undefined;
    if (user) await sendConfirmation(user.id, user.email);
    return { message: RESENT };
  });
}
