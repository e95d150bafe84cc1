// MO/TO terminal calls (schemas/endpoints/solutions.json; spec 001 s.7 "MO/TO"); the list
// moto/list/ with settings/, export/, fields/ is served by the lists engine (list-source.ts).
// motoMerchants: the merchants the user may charge on (MO/TO enabled, payment_solutions held).
// motoRequest: ask MO/TO for a merchant; the merchant comes in the body and is checked here (after
// the form, so a bad value answers 400 in the form's words, not 404).
// motoCreate: charge a card ('steps': the acquirer is called between the idempotency look-up and
// the payment's write; Idempotency-Key required, charge.ts).
import { badRequest, demoMode } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { charge, type ChargeBody } from './charge.ts';

export const solutionsHandlers = defineHandlers('solutions', ({ acquirer }) => ({
  motoMerchants: async ({ db, request }) => {
    const rows = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', request.auth!.userId).where('mu.view', '=', 'payment_solutions').where('m.has_moto', '=', true)
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.url', 'm.status']).orderBy('m.name').orderBy('m.id').execute();
    // Spec 001 s.3 "Shared": a merchant selector item is text, value (id), url, status, checked.
    return { data: rows.map((m, i) => ({ value: m.id, text: m.name, name: m.name, merchant_id: m.merchant_id, url: m.url, status: m.status, checked: i === 0 })) };
  },

  motoRequest: async ({ db, request, body }) => {
    const userId = request.auth!.userId;
    const { merchant } = await loadMerchantAccess(db, userId, (body as { merchant: number }).merchant, 'payment_solutions', 'edit');
    if (merchant.has_moto) throw badRequest([['merchant', 'MO/TO is already enabled for this merchant']]);
    await db.insertInto('moto_requests').values({ merchant_id: merchant.id, user_id: userId })
      .onConflict((oc) => oc.column('merchant_id').doNothing()).execute();
    return { message: 'Request completed successfully' };
  },

  motoCreate: async (call) => {
    const { merchant } = call.access;
    const body = { ...(call.body as Omit<ChargeBody, 'merchant'>), merchant: merchant.id };
    if (!merchant.has_moto) throw badRequest([['merchant', 'MO/TO is not enabled for this merchant']]);
    if (merchant.status !== 'active') throw demoMode();
    const result = await charge(call.step, acquirer, call.request, call.request.auth!.userId, merchant, body);
    return call.reply.code(result.status).send(result.body);
  },
}));
