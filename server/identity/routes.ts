// Identification (spec 000 sections 2.7, 7, 8): terms, the provider's session in the portal's frame,
// the step's submission, and inviting another person to identify for the merchant.
// Identification is personal: every person who sees the merchant (settings: read) may identify
// themselves; inviting someone grants access, so it needs permissions: edit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../account/sign-in.ts';
import { issueToken } from '../account/user-tokens.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { identificationInviteMail } from '../mail/messages.ts';
import { loadMerchantAccess, requireMerchant } from '../merchant/require-merchant.ts';
import type { IdentityProvider } from './provider.ts';
import { identificationDone, identificationRow, identificationView, termsApproved } from './state.ts';
import { IDENTIFICATION_TERMS } from './terms.ts';

export const PASSED_MESSAGE = 'You passed Identification successfully. Continue with the finance settings.';
export const FAILED_MESSAGE = 'Identification failed: your document or selfie could not be verified. Please try again.';
export const NOT_FOUND_MESSAGE = 'Identification session not found. Please start again.';

const BASE = '/merchant/onboarding/:merchant/identification';

export function identificationRoutes(provider: IdentityProvider) {
  return (app: FastifyInstance, ctx: AppContext): void => {
    const { db } = ctx;
    const read = requireMerchant(db, 'settings', 'read');
    const invite = requireMerchant(db, 'permissions', 'edit');
    const view = async (userId: number, merchantId: number) =>
      identificationView(await identificationRow(db, userId, merchantId), provider.origin, await identificationDone(db, userId, merchantId));

    app.get(`${BASE}/`, { preHandler: read }, async (request) => view(request.auth!.userId, request.merchantAccess!.merchant.id));

    // {} starts (or restarts) the person's session; {session_token} submits the finished step.
    app.post<{ Body: { session_token?: unknown } }>(`${BASE}/`, { preHandler: read }, async (request) => {
      const userId = request.auth!.userId;
      const merchantId = request.merchantAccess!.merchant.id;
      const body = request.body ?? {};
      const extra = Object.keys(body).find((k) => k !== 'session_token' && k !== 'merchant');
      if (extra) throw badRequest([[extra, 'This field is not part of the form']]);
      const row = await identificationRow(db, userId, merchantId);
      if (body.session_token === undefined) {
        if (row?.status === 'passed') throw badRequest('You have already passed identification.');
        if (!termsApproved(row)) throw badRequest('Approve the identification terms first.');
        const session = await provider.createSession(`merchant:${merchantId}:user:${userId}`);
        await db.updateTable('identifications').set({ status: 'pending', session_token: session.session_token, frame_url: session.frame_url, updated_at: new Date() })
          .where('user_id', '=', userId).where('merchant_id', '=', merchantId).execute();
        return view(userId, merchantId);
      }
      const token = body.session_token;
      if (typeof token !== 'string' || !row || row.session_token !== token) throw badRequest(NOT_FOUND_MESSAGE);
      if (row.status === 'passed') return { ...(await view(userId, merchantId)), message: PASSED_MESSAGE };
      const result = await provider.result(token);
      if (result === null) throw badRequest(NOT_FOUND_MESSAGE);
      if (result === 'pending') throw badRequest('Identification is not finished yet.');
      // Only the pending session's row changes: a repeated or raced submission writes once. A pass
      // also completes the merchant's onboarding step (spec 000 s.2.7), in the same transaction.
      await db.transaction().execute(async (trx) => {
        const changed = await trx.updateTable('identifications')
          .set({ status: result, passed_at: result === 'passed' ? new Date() : null, updated_at: new Date() })
          .where('user_id', '=', userId).where('merchant_id', '=', merchantId).where('session_token', '=', token).where('status', '=', 'pending')
          .executeTakeFirst();
        if (result !== 'passed' || Number(changed.numUpdatedRows) === 0) return;
        await trx.updateTable('onboardings').set({ identification: true, updated_at: new Date() }).where('merchant_id', '=', merchantId).execute();
        await trx.updateTable('merchants').set({ onboarding_step: 'finance_settings' })
          .where('id', '=', merchantId).where('onboarding_step', '=', 'upload_docs').execute();
      });
      if (result === 'failed') throw badRequest(FAILED_MESSAGE, { status: 'failed' });
      return { ...(await view(userId, merchantId)), message: PASSED_MESSAGE };
    });

    app.get(`${BASE}/terms/view/`, { preHandler: read }, async (request) => {
      const row = await identificationRow(db, request.auth!.userId, request.merchantAccess!.merchant.id);
      return { ...IDENTIFICATION_TERMS, approved: termsApproved(row), approved_at: termsApproved(row) ? row!.terms_approved_at : null };
    });

    app.post<{ Body: { approve?: unknown } }>(`${BASE}/terms/approve/`, { preHandler: read }, async (request) => {
      validateBody('identification_terms', request.body);
      const userId = request.auth!.userId;
      const merchantId = request.merchantAccess!.merchant.id;
      const now = new Date();
      await db.insertInto('identifications')
        .values({ user_id: userId, merchant_id: merchantId, terms_version: IDENTIFICATION_TERMS.version, terms_approved_at: now, session_token: null, frame_url: null, passed_at: null })
        .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doUpdateSet({ terms_version: IDENTIFICATION_TERMS.version, terms_approved_at: now, updated_at: now }))
        .execute();
      return { approved: true, approved_at: now, version: IDENTIFICATION_TERMS.version };
    });

    app.post<{ Body: { email: string } }>(`${BASE}/invite/`, { preHandler: invite }, async (request) => {
      const body = validateBody<{ email: string }>('identification_invite', request.body);
      const merchant = request.merchantAccess!.merchant;
      const email = normalizeEmail(body.email);
      const me = await db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', request.auth!.userId).executeTakeFirstOrThrow();
      if (email === me.email) throw badRequest([['email', 'You cannot invite yourself']]);
      const inviter = `${me.first_name} ${me.last_name}`.trim() || me.email;
      const token = await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email, password_hash: null, first_name: '', last_name: '', mfa_secret: null, profile_image_id: null })
          .onConflict((oc) => oc.column('email').doNothing()).execute();
        const user = await trx.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
        // Access to the merchant's onboarding (settings: read) unless the person has some already.
        const has = await trx.selectFrom('merchant_users').select('view').where('user_id', '=', user.id).where('merchant_id', '=', merchant.id).executeTakeFirst();
        if (!has) await trx.insertInto('merchant_users').values({ user_id: user.id, merchant_id: merchant.id, view: 'settings', level: 'read' }).execute();
        return user.password_hash === null ? issueToken(trx, user.id, 'invite') : null;
      });
      // After the commit: the mailer has its own connection (and SMTP is no part of a transaction).
      await ctx.mailer.send(identificationInviteMail(ctx.publicUrl, email, merchant.name, inviter, token));
      return { email, message: `Invitation sent to ${email}` };
    });

    app.get('/ext/identomat/redirect/', identomatRedirect(ctx, provider));
  };
}

/**
 * The provider's return address (GET /api/ext/identomat/redirect/?session_token=): the result of the
 * signed-in person's session, read from the provider; writes nothing (POST identification does).
 * Served at the spec's address outside /api/v2 and, for the generated client, at /api/v2/ext/....
 */
export function identomatRedirect({ db }: AppContext, provider: IdentityProvider) {
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
