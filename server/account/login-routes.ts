// Sign-in: password, then the two-step code when enabled; logout.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { verifyPassword } from '../security/password.ts';
import { consumeTotp } from '../security/totp.ts';
import { normalizeEmail, signIn, signOut } from './sign-in.ts';
import { attemptFailed, attemptSucceeded, clientKey, countAttempt } from './throttle.ts';

export const WRONG_CREDENTIALS = 'Please enter a correct email and password.';

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/account/login/', async (request, reply) => {
    const body = validateBody<{ email: string; password: string }>('login', request.body);
    const email = normalizeEmail(body.email);
    const client = clientKey(request.ip);
    const keys = [['ip', client], ['ip_email', `${client} ${email}`], ['email', email]] as const;
    await countAttempt(db, ...keys);
    const user = await db.selectFrom('users').select(['id', 'password_hash', 'mfa_enabled'])
      .where('email', '=', email).executeTakeFirst();
    if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) {
      await attemptFailed(db, ...keys);
      throw badRequest(WRONG_CREDENTIALS);
    }
    await attemptSucceeded(db, ...keys);
    const state = user.mfa_enabled ? 'need mfa' : 'ok';
    await signIn(ctx, request, reply, user.id, state);
    return { state };
  });

  app.post('/account/login/two_factor/', async (request, reply) => {
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (auth.state === 'ok') return { state: 'ok' };
    const { otp } = validateBody<{ otp: string }>('otp', request.body);
    const key = String(auth.userId);
    await countAttempt(db, ['otp', key]);
    const user = await db.selectFrom('users').select('mfa_secret').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (!user.mfa_secret || !(await consumeTotp(db, auth.userId, user.mfa_secret, otp))) {
      await attemptFailed(db, ['otp', key]);
      throw badRequest([['otp', 'Invalid code']]);
    }
    await attemptSucceeded(db, ['otp', key]);
    await signIn(ctx, request, reply, auth.userId, 'ok');
    return { state: 'ok' };
  });

  app.post('/account/logout/', async (request, reply) => {
    await signOut(ctx, request, reply);
    return {};
  });
}
