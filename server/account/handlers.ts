// Handlers of the account calls (schemas/endpoints/account.json): session state, sign-in with the
// two-step code, logout, registration with e-mail confirmation, invitations, the forgotten password,
// the unlock link of a blocked account, feedback and in-app notifications.
// Sign-in, registration, invitation and password reset are `"writes": "steps"` (steps.ts): the
// throttle's count is a step of its own, the password is hashed outside any transaction, and the
// call's change (user, token, mail, session; or token, password, sessions, block) is ONE step.
// A browser that signed in to the account before (known-device.ts) is counted on its own counter;
// others per IP, per IP + e-mail and per account (throttle.ts).
import type { FastifyRequest } from 'fastify';
import type { ThrottleScope } from '../db/schema.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { defineHandlers, type StepsCall } from '../http/handler-types.ts';
import { validateBody } from '../http/validate-body.ts';
import { confirmEmailMail, resetPasswordMail } from '../mail/messages.ts';
import { maskCardNumbers } from '../security/card-mask.ts';
import { maskFreeText } from '../security/free-text.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { checkCode } from './check-code.ts';
import { knownDevice } from './known-device.ts';
import { normalizeEmail, signIn, signOut } from './sign-in.ts';
import { attemptFailed, attemptSucceeded, clientKey, countAttempt } from './throttle.ts';
import { INVALID_UNLOCK_LINK, mailUnlockIfBlocked } from './unlock.ts';
import { consumeToken, issueToken, peekToken, replaceToken } from './user-tokens.ts';
import { userView } from './user-view.ts';

export const WRONG_CREDENTIALS = 'Please enter a correct email and password.';
const RESENT = 'Verification link sent. Check your email';
const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';
const INVALID_INVITE_LINK = 'This invitation link is invalid or has expired.';

type Registration = { email: string; password: string; password2: string; first_name: string; last_name: string };
type Accept = { password: string; password2: string; first_name?: unknown; last_name?: unknown };
type Reset = { password: string; password2: string; otp_pin?: string };

const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
const name = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 150) : '');
/** Counts a call that hashes a client's password, per client IP, in a step of its own (before the hash: a 429 spends nothing). */
const countHash = (call: StepsCall) => call.step((trx) => countAttempt(trx, ['hash', clientKey(call.request.ip)]));

export const accountHandlers = defineHandlers('account', ({ mailer, publicUrl, secretKey }) => {
  const sendConfirmation = async (db: Parameters<typeof issueToken>[0], userId: number, email: string) =>
    mailer.send(confirmEmailMail(publicUrl, email, await issueToken(db, userId, 'confirm_email')), db);

  /** Forgotten password: an account with two-step login also needs a code (`requireOtp`: the otp call). */
  const reset = async (call: StepsCall, requireOtp: boolean) => {
    const body = validateBody<Reset>('reset_password', call.request.body);
    const token = tokenOf(call.request);
    await countHash(call); // before the link is used up: a 429 must not spend it
    const user = await call.step(async (trx) => {
      const userId = await peekToken(trx, token, 'reset_password');
      return userId === null ? undefined
        : { id: userId, ...(await trx.selectFrom('users').select(['mfa_enabled', 'mfa_secret']).where('id', '=', userId).executeTakeFirstOrThrow()) };
    });
    if (!user) throw badRequest(INVALID_RESET_LINK);
    if (user.mfa_enabled && user.mfa_secret) {
      if (!requireOtp || !body.otp_pin) {
        throw badRequest('Enter the code from your authenticator app.', { err_code: 'otp required' });
      }
      await checkCode(call.step, user.id, user.mfa_secret, body.otp_pin, 'otp_pin');
    }
    const passwordHash = await hashPassword(body.password);
    // One transaction: the link used up, the new password, every device signed out, a block of sign-in lifted.
    await call.step(async (trx) => {
      if ((await consumeToken(trx, token, 'reset_password')) !== user.id) throw badRequest(INVALID_RESET_LINK);
      const { email } = await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id)
        .returning('email').executeTakeFirstOrThrow();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await attemptSucceeded(trx, ['email', email]);
    });
    return {};
  };

  return {
    checkAuth: async ({ db, request }) => {
      const auth = request.auth;
      if (!auth) return { state: 'no' };
      if (auth.state === 'need mfa') return { state: 'need mfa' };
      const user = await db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
      if (!user) return { state: 'no' };
      // An invited user who has not chosen a password yet.
      if (!user.password_hash) return { state: 'need password', user: await userView(db, user) };
      return { state: 'ok', user: await userView(db, user) };
    },

    login: async (call) => {
      const { request, reply } = call;
      const body = validateBody<{ email: string; password: string }>('login', request.body);
      const email = normalizeEmail(body.email);
      const { user, device, keys, counts } = await call.step(async (trx) => {
        const user = await trx.selectFrom('users').select(['id', 'email', 'password_hash', 'mfa_enabled'])
          .where('email', '=', email).executeTakeFirst();
        const device = user ? knownDevice(request, secretKey, user.id) : null;
        const client = clientKey(request.ip);
        const keys: Array<readonly [ThrottleScope, string]> = device
          ? [['device', device]]
          : [['ip', client], ['ip_email', `${client} ${email}`], ['email', email]];
        return { user, device, keys, counts: await countAttempt(trx, ...keys) };
      });
      if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) {
        await call.step(async (trx) => {
          await attemptFailed(trx, ...keys);
          if (user && !device) await mailUnlockIfBlocked({ db: trx, mailer, publicUrl }, user, counts[2]); // the account counter's count
        });
        throw badRequest(WRONG_CREDENTIALS);
      }
      // On a known device only its own counter ends: the account's count of unknown devices' failures
      // stands (the unlock link, a new password or an unknown device's success ends it).
      const state = user.mfa_enabled ? 'need mfa' : 'ok';
      await call.step(async (trx) => {
        await attemptSucceeded(trx, ...keys);
        await signIn({ db: trx, secretKey, publicUrl }, request, reply, user.id, state);
      });
      return { state };
    },

    loginTwoFactor: async (call) => {
      const { request, reply } = call;
      const auth = request.auth;
      if (!auth) throw unauthorized();
      if (auth.state === 'ok') return { state: 'ok' };
      const { otp } = validateBody<{ otp: string }>('otp', request.body);
      const user = await call.step((trx) => trx.selectFrom('users').select('mfa_secret').where('id', '=', auth.userId).executeTakeFirstOrThrow());
      await checkCode(call.step, auth.userId, user.mfa_secret, otp);
      await call.step((trx) => signIn({ db: trx, secretKey, publicUrl }, request, reply, auth.userId, 'ok'));
      return { state: 'ok' };
    },

    logout: async ({ db, request, reply }) => {
      await signOut({ db, secretKey }, request, reply);
      return {};
    },

    registrationStart: async (call) => {
      const { request, reply } = call;
      // Names typed with a card number in them are stored masked (server/http/free-text-bodies.ts).
      const body = validateBody<Registration>('registration', maskFreeText('registration', request.body));
      const email = normalizeEmail(body.email);
      await countHash(call);
      const passwordHash = await hashPassword(body.password);
      // One transaction: the user, the confirmation link's token and mail, the session.
      await call.step(async (trx) => {
        const user = await trx.insertInto('users').values({
          email, password_hash: passwordHash, first_name: body.first_name.trim(), last_name: body.last_name.trim(),
          mfa_secret: null, profile_image_id: null,
        }).onConflict((oc) => oc.column('email').doNothing()).returning('id').executeTakeFirst();
        if (!user) throw badRequest([['email', 'A user with this email already exists.']]);
        await sendConfirmation(trx, user.id, email);
        await signIn({ db: trx, secretKey, publicUrl }, request, reply, user.id, 'ok');
      });
      return { state: 'ok' };
    },

    registrationConfirm: async ({ db, request }) => {
      const token = (request.body as { token?: unknown } | undefined)?.token;
      const userId = typeof token === 'string' ? await consumeToken(db, token, 'confirm_email') : null;
      if (userId === null) throw badRequest('This confirmation link is invalid or has expired.');
      await db.updateTable('users').set({ email_confirmed: true }).where('id', '=', userId).execute();
      return { redirect: '/onboarding' };
    },

    // Same answer whatever the address, so the call does not reveal who has an account.
    registrationReconfirm: async ({ db, request }) => {
      const body = validateBody<{ email?: string }>('reconfirm', request.body);
      const query = db.selectFrom('users').select(['id', 'email']).where('email_confirmed', '=', false);
      const user = request.auth?.state === 'ok'
        ? await query.where('id', '=', request.auth.userId).executeTakeFirst()
        : body.email ? await query.where('email', '=', normalizeEmail(body.email)).executeTakeFirst() : undefined;
      if (user) await sendConfirmation(db, user.id, user.email);
      return { message: RESENT };
    },

    registrationInvite: async (call) => {
      const { request, reply } = call;
      // The password rules are those of the reset form; the invite form's names are stored with card numbers masked.
      const body = validateBody<Accept>('reset_password', maskFreeText('invite', request.body));
      const token = tokenOf(request);
      await countHash(call); // before the token is used up: a 429 must not spend it
      const userId = await call.step((trx) => peekToken(trx, token, 'invite'));
      if (userId === null) throw badRequest(INVALID_INVITE_LINK);
      const passwordHash = await hashPassword(body.password);
      // One transaction: the link used up, the account completed, the session.
      await call.step(async (trx) => {
        if ((await consumeToken(trx, token, 'invite')) !== userId) throw badRequest(INVALID_INVITE_LINK);
        await trx.updateTable('users').set({
          password_hash: passwordHash, first_name: name(body.first_name), last_name: name(body.last_name), email_confirmed: true,
        }).where('id', '=', userId).execute();
        await signIn({ db: trx, secretKey, publicUrl }, request, reply, userId, 'ok');
      });
      return { state: 'ok' };
    },

    // Same answer whether or not the address has an account. Only the newest link works.
    passwordEmail: async ({ db, request }) => {
      const { email } = validateBody<{ email: string }>('forgot_password', request.body);
      const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', normalizeEmail(email)).executeTakeFirst();
      if (user) await mailer.send(resetPasswordMail(publicUrl, user.email, await replaceToken(db, user.id, 'reset_password')), db);
      return {};
    },

    passwordReset: (call) => reset(call, false),
    passwordOtpReset: (call) => reset(call, true),

    feedback: async ({ db, request }) => {
      const user = await requireUser(db, request);
      const body = validateBody<{ message: string; rating?: number | string | null }>('feedback', request.body);
      // The form lets the rating be left empty ('' from a cleared field): no rating.
      const rating = body.rating === undefined || body.rating === null || body.rating === '' ? null : Number(body.rating);
      await db.insertInto('feedback').values({ user_id: user.id, message: maskCardNumbers(body.message), rating }).execute();
      return {};
    },

    push: async ({ db, request }) => {
      const user = await requireUser(db, request);
      const rows = await db.selectFrom('notifications').select(['id', 'title', 'text', 'created_at', 'read'])
        .where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
      const { unread } = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('user_id', '=', user.id).where('read', '=', false).executeTakeFirstOrThrow();
      return {
        data: rows.map((n) => ({ id: n.id, title: n.title, text: n.text, created: n.created_at.toISOString(), read: n.read })),
        unread,
      };
    },

    pushApprove: async ({ db, request }) => {
      const user = await requireUser(db, request);
      const id = Number((request.params as { id: string }).id);
      const res = Number.isSafeInteger(id)
        ? await db.updateTable('notifications').set({ read: true }).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst()
        : undefined;
      if (!res || res.numUpdatedRows === 0n) throw notFound();
      return {};
    },

    unlock: async ({ db, request }) => {
      const userId = await consumeToken(db, tokenOf(request), 'unlock');
      if (userId === null) throw badRequest(INVALID_UNLOCK_LINK);
      const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      await db.deleteFrom('throttle_counters').where('scope', '=', 'email').where('key', '=', email).execute();
      return {};
    },
  };
});
