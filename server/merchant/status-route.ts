// GET /merchant/status/[?merchant=id]: onboarding step of a merchant, for the status banner.
// Without ?merchant the user's first merchant is used; a user with no merchant is at the first
// onboarding step (create_merchant) rather than in an error, since this drives the onboarding banner.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { loadMerchantAccess, merchantIdOf } from './require-merchant.ts';

export const ONBOARDING_STEPS = ['create_merchant', 'finance_settings', 'upload_docs', 'sign_contract'] as const;

export function merchantStatusRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/status/', async (request) => {
    const user = await requireUser(db, request);
    let merchantId = merchantIdOf(request);
    if (merchantId === undefined) {
      const first = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', user.id)
        .orderBy('merchant_id').limit(1).executeTakeFirst();
      if (!first) return { step: 'create_merchant', data: { merchant_id: null, company_profile_id: null }, show: true };
      merchantId = first.merchant_id;
    }
    const { merchant } = await loadMerchantAccess(db, user.id, merchantId, 'settings', 'read');
    const step = merchant.onboarding_step;
    return {
      step,
      data: { merchant_id: merchant.id, company_profile_id: merchant.company_id },
      // 'done' (or any step past the four) hides the banner.
      show: (ONBOARDING_STEPS as readonly string[]).includes(step),
    };
  });
}
