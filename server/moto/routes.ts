// MO/TO terminal calls (spec 001 s.7 "MO/TO", base /merchant/payment-solutions/); the list
// moto/list/ with settings/, export/, fields/ is served by the lists service (list-source.ts).
// GET  moto/merchants/          the merchants the user may charge on (MO/TO enabled, payment_solutions read)
// POST moto/request/            ask MO/TO for a merchant (payment_solutions edit)
// POST moto/{merchant}/create/  charge a card (payment_solutions edit; Idempotency-Key required)
import type { FastifyInstance } from 'fastify';
import type { Acquirer } from '../acquirer/acquirer.ts';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, demoMode } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { charge, type ChargeBody } from './charge.ts';

const BASE = '/merchant/payment-solutions/moto';

export function motoRoutes(api: FastifyInstance, ctx: AppContext, acquirer: Acquirer): void {
  const { db } = ctx;

  api.get(`${BASE}/merchants/`, async (request) => {
    const user = await requireUser(db, request);
    const rows = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', user.id).where('mu.view', '=', 'payment_solutions').where('m.has_moto', '=', true)
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.url', 'm.status']).orderBy('m.name').orderBy('m.id').execute();
    // Spec 001 s.3 "Shared": a merchant selector item is text, value (id), url, status, checked.
    return { data: rows.map((m, i) => ({ value: m.id, text: m.name, name: m.name, merchant_id: m.merchant_id, url: m.url, status: m.status, checked: i === 0 })) };
  });

  api.post(`${BASE}/request/`, async (request) => {
    const user = await requireUser(db, request);
    const body = validateBody<{ merchant: number }>('moto_request', request.body);
    const { merchant } = await loadMerchantAccess(db, user.id, body.merchant, 'payment_solutions', 'edit');
    if (merchant.has_moto) throw badRequest([['merchant', 'MO/TO is already enabled for this merchant']]);
    await db.insertInto('moto_requests').values({ merchant_id: merchant.id, user_id: user.id })
      .onConflict((oc) => oc.column('merchant_id').doNothing()).execute();
    return { message: 'Request completed successfully' };
  });

  api.post(`${BASE}/:merchant/create/`, async (request, reply) => {
    const user = await requireUser(db, request);
    const { merchant: id } = request.params as { merchant: number };
    const { merchant } = await loadMerchantAccess(db, user.id, id, 'payment_solutions', 'edit');
    const body = validateBody<ChargeBody>('moto_charge', { ...(request.body as object), merchant: id });
    if (!merchant.has_moto) throw badRequest([['merchant', 'MO/TO is not enabled for this merchant']]);
    if (merchant.status !== 'active') throw demoMode();
    const result = await charge(db, acquirer, request, user.id, merchant, body);
    return reply.code(result.status).send(result.body);
  });
}
