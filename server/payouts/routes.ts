// Multiparty payout calls (spec 002 s.7 "Payouts"); the lists /merchant/payouts/{history,payin,
// summary,balances}/ with settings/, export/, fields/ are served by the lists service
// (list-sources.ts). Every call needs the multiparty privilege on the merchant: read to see, edit to
// create, approve or reject; a merchant without multiparty payouts answers 400 to a change.
// GET  /merchant/payouts/merchants/              the multiparty merchants the user sees
// GET  /merchant/{m}/payout/balance/             balances per currency (the create form's currencies)
// GET  /merchant/{m}/settings/payouts/           allowed types and the four-eyes threshold
// POST /merchant/{m}/payout/create/              create (Idempotency-Key optional, honoured)
// GET  /merchant/{m}/order/{order}/              the status page
// POST /merchant/{m}/order/{order}/approve/      four-eyes: another user approves
// POST /merchant/{m}/order/{order}/reject/       ... or rejects (the amount goes back)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, demoMode, notFound } from '../http/errors.ts';
import { validateDeclaredBody } from '../http/validate-body.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { formatAmount } from '../payments/money.ts';
import type { PayoutProcessor } from '../payout-processor/processor.ts';
import { createPayout, type CreateBody } from './create.ts';
import { decide, type Decision } from './decide.ts';
import { payoutsDb } from './tables.ts';
import { approvalThreshold } from './threshold.ts';
import { payoutStatus } from './view.ts';

const PAYOUT_TYPES = ['card', 'token'] as const;

function multipartyMerchant(request: FastifyRequest) {
  const { merchant } = request.merchantAccess!;
  if (!merchant.has_multiparty) throw badRequest([['merchant', 'Multiparty payouts are not enabled for this merchant']]);
  return merchant;
}

export function payoutRoutes(api: FastifyInstance, ctx: AppContext, processor: PayoutProcessor): void {
  const db = payoutsDb(ctx.db);
  const read = { preHandler: requireMerchant(ctx.db, 'multiparty', 'read') };
  const edit = { preHandler: requireMerchant(ctx.db, 'multiparty', 'edit') };

  api.get('/merchant/payouts/merchants/', async (request) => {
    const user = await requireUser(ctx.db, request);
    const rows = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', user.id).where('mu.view', '=', 'multiparty').where('m.has_multiparty', '=', true)
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.currencies', 'mu.level']).orderBy('m.name').orderBy('m.id').execute();
    return { data: rows.map((m, i) => ({ value: m.id, label: m.name, text: m.name, merchant_id: m.merchant_id, currencies: m.currencies, can_edit: m.level === 'edit', checked: i === 0 })) };
  });

  api.get('/merchant/:merchant/payout/balance/', read, async (request) => {
    const merchant = multipartyMerchant(request);
    const rows = await db.selectFrom('balances').select(['currency', 'available']).where('merchant_id', '=', merchant.id).execute();
    const reserved = await db.selectFrom('payouts').select(['currency', sql<string>`sum(amount)`.as('sum')]).where('merchant_id', '=', merchant.id)
      .where('status', 'in', ['awaiting_approval', 'processing']).groupBy('currency').execute();
    const balances = merchant.currencies.map((currency) => ({
      currency,
      balance_db: formatAmount(Number(rows.find((r) => r.currency === currency)?.available ?? 0)),
      balance_hold: formatAmount(Number(reserved.find((r) => r.currency === currency)?.sum ?? 0)),
    }));
    return {
      merchant_id: merchant.id, merchant_name: merchant.name, balances,
      currencies: balances.map((b) => ({ value: b.currency, label: `${b.currency} (available ${b.balance_db})` })),
    };
  });

  api.get('/merchant/:merchant/settings/payouts/', read, async (request) => {
    const merchant = multipartyMerchant(request);
    const threshold = await approvalThreshold(ctx.db, merchant.id);
    return { types: PAYOUT_TYPES, currencies: merchant.currencies, approval_threshold: threshold === null ? null : formatAmount(threshold), purpose_max_length: 1024 };
  });

  api.post('/merchant/:merchant/payout/create/', edit, async (request, reply) => {
    const merchant = multipartyMerchant(request);
    if (merchant.status !== 'active') throw demoMode();
    const body = validateDeclaredBody<CreateBody>('payout_create', { ...(request.body as object), merchant: String(merchant.id) });
    const result = await createPayout(ctx.db, processor, request, request.auth!.userId, merchant, body);
    return reply.code(result.status).send(result.body);
  });

  api.get('/merchant/:merchant/order/:order/', read, async (request) => {
    const { merchant, privileges } = request.merchantAccess!;
    const { order } = request.params as { order: string };
    const status = await payoutStatus(db, request.auth!.userId, allows(privileges.multiparty, 'edit'), merchant.id, order);
    if (!status) throw notFound();
    return status;
  });

  for (const decision of ['approve', 'reject'] as Decision[]) {
    api.post(`/merchant/:merchant/order/:order/${decision}/`, edit, async (request) => {
      const merchant = multipartyMerchant(request);
      const { order } = request.params as { order: string };
      return decide(ctx.db, request.auth!.userId, merchant.id, order, decision);
    });
  }
}
