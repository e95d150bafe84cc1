// Sign-in: password, then the two-step code when enabled; logout; the unlock link of a blocked account.
// A browser that signed in to the account before (known-device.ts) is counted on its own counter;
// others per IP, per IP + e-mail and per account (throttle.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import type { ThrottleScope } from '../db/schema.ts';
import { verifyPassword } from '../security/password.ts';
import { knownDevice } from './known-device.ts';
import { normalizeEmail, signIn, signOut } from './sign-in.ts';
import { checkCode } from './check-code.ts';
import { attemptFailed, attemptSucceeded, clientKey, countAttempt } from './throttle.ts';
import { mailUnlockIfBlocked, unlockRoute } from './unlock.ts';

export const WRONG_CREDENTIALS = 'Please enter a correct email and password.';

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/account/login/', async (request, reply) => {
    const body = validateBody<{ email: string; password: string }>('login', request.body);
    const email = normalizeEmail(body.email);
    const user = await db.selectFrom('users').select(['id', 'email', 'password_hash', 'mfa_enabled'])
      .where('email', '=', email).executeTakeFirst();
    const device = user ? knownDevice(request, ctx.secretKey, user.id) : null;
    const client = clientKey(request.ip);
    const keys: Array<readonly [ThrottleScope, string]> = device
      ? [['device', device]]
      : [['ip', client], ['ip_email', `${client} ${email}`], ['email', email]];
    const counts = await countAttempt(db, ...keys);
    if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) {
      await attemptFailed(db, ...keys);
      if (user && !device) await mailUnlockIfBlocked(ctx, user, counts[2]); // the account counter's count
      throw badRequest(WRONG_CREDENTIALS);
    }
    // On a known device only its own counter ends: the account's count of unknown devices' failures
    // stands (the unlock link, a new password or an unknown device's success ends it).
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
    const user = await db.selectFrom('users').select('mfa_secret').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    await checkCode(db, auth.userId, user.mfa_secret, otp);
    await signIn(ctx, request, reply, auth.userId, 'ok');
    return { state: 'ok' };
  });

  app.post('/account/logout/', async (request, reply) => {
    await signOut(ctx, request, reply);
    return {};
  });

  unlockRoute(app, ctx);
}
