// Handlers of the identification calls (schemas/endpoints/identification.json; spec 000 sections 2.7,
// 7, 8): terms, the provider's session in the portal's frame, the step's submission, and inviting
// another person to identify for the merchant. Identification is personal: every person who sees the
// merchant (settings: read) may identify themselves; inviting someone grants access, so it needs
// permissions: edit (the file's access).
// submit is a 'steps' call: the identity provider is called between the look-up of the person's row
// and the write, each step a transaction of its own (no transaction waits on the provider).
import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '../account/sign-in.ts';
import { issueToken } from '../account/user-tokens.ts';
import type { Db } from '../db/connect.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { identificationInviteMail } from '../mail/messages.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import type { IdentityProvider } from './provider.ts';
import { identificationDone, identificationRow, identificationView, termsApproved } from './state.ts';
import { IDENTIFICATION_TERMS } from './terms.ts';

export const PASSED_MESSAGE = 'You passed Identification successfully. Continue with the finance settings.';
export const FAILED_MESSAGE = 'Identification failed: your document or selfie could not be verified. Please try again.';
export const NOT_FOUND_MESSAGE = 'Identification session not found. Please start again.';

/**
 * The provider's return address: the result of the signed-in person's session, read from the
 * provider; writes nothing (POST identification does). The call identification.redirect under
 * /api/v2 and the spec's own address GET /api/ext/identomat/redirect/ (server/app.ts) both answer it.
 */
export function identomatRedirect(db: Db, provider: IdentityProvider) {
  return async (request: FastifyRequest) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const token = (request.query as Record<string, unknown> | undefined)?.session_token;
    const row = typeof token === 'string' && token
      ? await db.selectFrom('identifications').selectAll().where('session_token', '=', token).where('user_id', '=', request.auth.userId).executeTakeFirst()
      : undefined;
    if (!row) throw badRequest(NOT_FOUND_MESSAGE);
    await loadMerchantAccess(db, request.auth.userId, row.merchant_id, 'settings', 'read');
    const result = row.status === 'pending' ? await provider.result(row.session_token!) : row.status;
    if (result === null) throw badRequest(NOT_FOUND_MESSAGE);
    return { session_token: row.session_token!, merchant: row.merchant_id, status: result };
  };
}

export const identificationHandlers = defineHandlers('identification', ({ identity: provider, mailer, publicUrl }) => {
  const view = async (db: Db, userId: number, merchantId: number) =>
    identificationView(await identificationRow(db, userId, merchantId), provider.origin, await identificationDone(db, userId, merchantId));

  return {
    view: ({ db, request, access }) => view(db, request.auth!.userId, access.merchant.id),

    // {} starts (or restarts) the person's session; {session_token} submits the finished step.
    submit: async ({ request, access, step }) => {
      const userId = request.auth!.userId;
      const merchantId = access.merchant.id;
      const body = (request.body ?? {}) as { session_token?: unknown };
      const extra = Object.keys(body).find((k) => k !== 'session_token' && k !== 'merchant');
      if (extra) throw badRequest([[extra, 'This field is not part of the form']]);
      const row = await step((trx) => identificationRow(trx, userId, merchantId));
      if (body.session_token === undefined) {
        if (row?.status === 'passed') throw badRequest('You have already passed identification.');
        if (!termsApproved(row)) throw badRequest('Approve the identification terms first.');
        const session = await provider.createSession(`merchant:${merchantId}:user:${userId}`);
        return step(async (trx) => {
          await trx.updateTable('identifications').set({ status: 'pending', session_token: session.session_token, frame_url: session.frame_url, updated_at: new Date() })
            .where('user_id', '=', userId).where('merchant_id', '=', merchantId).execute();
          return view(trx, userId, merchantId);
        });
      }
      const token = body.session_token;
      if (typeof token !== 'string' || !row || row.session_token !== token) throw badRequest(NOT_FOUND_MESSAGE);
      if (row.status === 'passed') return { ...(await step((trx) => view(trx, userId, merchantId))), message: PASSED_MESSAGE };
      const result = await provider.result(token);
      if (result === null) throw badRequest(NOT_FOUND_MESSAGE);
      if (result === 'pending') throw badRequest('Identification is not finished yet.');
      // Only the pending session's row changes: a repeated or raced submission writes once. A pass
      // also completes the merchant's onboarding step (spec 000 s.2.7), in the same transaction.
      const shown = await step(async (trx) => {
        const changed = await trx.updateTable('identifications')
          .set({ status: result, passed_at: result === 'passed' ? new Date() : null, updated_at: new Date() })
          .where('user_id', '=', userId).where('merchant_id', '=', merchantId).where('session_token', '=', token).where('status', '=', 'pending')
          .executeTakeFirst();
        if (result === 'passed' && Number(changed.numUpdatedRows) > 0) {
          await trx.updateTable('onboardings').set({ identification: true, updated_at: new Date() }).where('merchant_id', '=', merchantId).execute();
          await trx.updateTable('merchants').set({ onboarding_step: 'finance_settings' })
            .where('id', '=', merchantId).where('onboarding_step', '=', 'upload_docs').execute();
        }
        return view(trx, userId, merchantId);
      });
      // A failure is stored (its step committed) and answered as a refusal.
      if (result === 'failed') throw badRequest(FAILED_MESSAGE, { status: 'failed' });
      return { ...shown, message: PASSED_MESSAGE };
    },

    termsView: async ({ db, request, access }) => {
      const row = await identificationRow(db, request.auth!.userId, access.merchant.id);
      return { ...IDENTIFICATION_TERMS, approved: termsApproved(row), approved_at: termsApproved(row) ? row!.terms_approved_at : null };
    },

    termsApprove: async ({ db, request, access, body }) => {
      void body; // the form (its checkbox) checked when read: 400 naming the field
      const userId = request.auth!.userId;
      const merchantId = access.merchant.id;
      const now = new Date();
      await db.insertInto('identifications')
        .values({ user_id: userId, merchant_id: merchantId, terms_version: IDENTIFICATION_TERMS.version, terms_approved_at: now, session_token: null, frame_url: null, passed_at: null })
        .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doUpdateSet({ terms_version: IDENTIFICATION_TERMS.version, terms_approved_at: now, updated_at: now }))
        .execute();
      return { approved: true, approved_at: now, version: IDENTIFICATION_TERMS.version };
    },

    invite: async ({ db, request, access, body }) => {
      const { merchant } = access;
      const email = normalizeEmail((body as { email: string }).email);
      const me = await db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', request.auth!.userId).executeTakeFirstOrThrow();
      if (email === me.email) throw badRequest([['email', 'You cannot invite yourself']]);
      const inviter = `${me.first_name} ${me.last_name}`.trim() || me.email;
      await db.insertInto('users').values({ email, password_hash: null, first_name: '', last_name: '', mfa_secret: null, profile_image_id: null })
        .onConflict((oc) => oc.column('email').doNothing()).execute();
      const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
      // Access to the merchant's onboarding (settings: read) unless the person has some already.
      const has = await db.selectFrom('merchant_users').select('view').where('user_id', '=', user.id).where('merchant_id', '=', merchant.id).executeTakeFirst();
      if (!has) await db.insertInto('merchant_users').values({ user_id: user.id, merchant_id: merchant.id, view: 'settings', level: 'read' }).execute();
      const token = user.password_hash === null ? await issueToken(db, user.id, 'invite') : null;
      // The mail's outbox row joins the call's transaction: a rolled-back invitation sends nothing.
      await mailer.send(identificationInviteMail(publicUrl, email, merchant.name, inviter, token), db);
      return { email, message: `Invitation sent to ${email}` };
    },

    redirect: ({ db, request }) => identomatRedirect(db, provider)(request),
  };
});
