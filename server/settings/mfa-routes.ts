// Two-step login setup. Until enabled, GET offers a fresh secret; POST {secret, otp} proves the
// authenticator holds it and turns two-step login on. Removal needs a current code.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { checkCode } from '../account/check-code.ts';
import { newTotpSecret, otpauthUri } from '../security/totp.ts';

export function mfaRoutes(app: FastifyInstance, { db }: AppContext): void {

  app.get('/settings/mfa/', async (request) => {
    const user = await requireUser(db, request);
    if (user.mfa_enabled) return { enabled: true };
    const secret = newTotpSecret();
    return { enabled: false, secret, otpauth_uri: otpauthUri(secret, user.email) };
  });

  app.post('/settings/mfa/', async (request) => {
    const user = await requireUser(db, request);
    const { otp, secret } = validateBody<{ otp: string; secret?: unknown }>('mfa_setup', request.body);
    if (user.mfa_enabled) throw badRequest('Two-step verification is already on.');
    // 160-bit base32 secrets as issued by GET.
    if (typeof secret !== 'string' || !/^[A-Z2-7]{32}$/.test(secret)) throw badRequest([['secret', 'Invalid secret']]);
    await checkCode(db, user.id, secret, otp);
    await db.updateTable('users').set({ mfa_secret: secret, mfa_enabled: true }).where('id', '=', user.id).execute();
    return { enabled: true };
  });

  app.post('/settings/mfa/remove/', async (request) => {
    const user = await requireUser(db, request);
    const { otp } = validateBody<{ otp: string }>('mfa_remove', request.body);
    if (!user.mfa_enabled || !user.mfa_secret) return { enabled: false };
    await checkCode(db, user.id, user.mfa_secret, otp);
    await db.updateTable('users').set({ mfa_secret: null, mfa_enabled: false }).where('id', '=', user.id).execute();
    return { enabled: false };
  });
}
