// Handlers of the multiparty payout calls (schemas/endpoints/payouts.json; spec 002 s.7 "Payouts");
// the lists history, payin, summary and balances are the lists engine's (list-sources.ts). Every call
// needs the multiparty privilege on the merchant (the file's access): read to see, edit to create,
// approve or reject; a merchant without multiparty payouts answers 400 to a change.
// create: 'steps' (the payout processor tokenizes the card between the look-ups and the write;
// Idempotency-Key optional, honoured: create.ts). approve / reject: four-eyes, one transaction.
import { sql } from 'kysely';
import { badRequest, demoMode, notFound } from '../http/errors.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { formatAmount } from '../payments/money.ts';
import { defineHandlers, type WriteCall } from '../http/handler-types.ts';
import { requireCodeAbove } from './code-check.ts';
import { createPayout, type CreateBody } from './create.ts';
import { decide, type Decision } from './decide.ts';
import { UNCAPTURED, UNCAPTURED_SUM } from './list-sources.ts';
import { payoutsDb } from './tables.ts';
import { approvalThreshold } from './threshold.ts';
import { payoutStatus } from './view.ts';

const PAYOUT_TYPES = ['card', 'token'] as const;

function multipartyMerchant(access: MerchantAccess) {
  const { merchant } = access;
  if (!merchant.has_multiparty) throw badRequest([['merchant', 'Multiparty payouts are not enabled for this merchant']]);
  return merchant;
}

const decision = (which: Decision) => async ({ db, access, request }: WriteCall) => {
  const merchant = multipartyMerchant(access);
  const { order } = request.params as { order: string };
  return decide(db, request.auth!.userId, merchant.id, order, which);
};

export const payoutHandlers = defineHandlers('payouts', ({ payoutProcessor }) => ({
  merchants: async ({ db, request }) => {
    const rows = await payoutsDb(db).selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', request.auth!.userId).where('mu.view', '=', 'multiparty').where('m.has_multiparty', '=', true)
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.currencies', 'mu.level']).orderBy('m.name').orderBy('m.id').execute();
    return { data: rows.map((m, i) => ({ value: m.id, label: m.name, text: m.name, merchant_id: m.merchant_id, currencies: m.currencies, can_edit: m.level === 'edit', checked: i === 0 })) };
  },

  balance: async ({ db, access }) => {
    const merchant = multipartyMerchant(access);
    const pdb = payoutsDb(db);
    const rows = await pdb.selectFrom('balances').select(['currency', 'available']).where('merchant_id', '=', merchant.id).execute();
    const reserved = await pdb.selectFrom('payouts').select(['currency', sql<string>`sum(amount)`.as('sum')]).where('merchant_id', '=', merchant.id)
      .where('status', 'in', ['awaiting_approval', 'processing']).groupBy('currency').execute();
    const due = (await sql<{ currency: string; sum: string }>`select p.currency, ${UNCAPTURED_SUM} as sum from payments p
      where p.merchant_id = ${merchant.id} and ${UNCAPTURED} group by p.currency`.execute(db)).rows;
    const balances = merchant.currencies.map((currency) => ({
      currency,
      balance_db: formatAmount(Number(rows.find((r) => r.currency === currency)?.available ?? 0)),
      balance_hold: formatAmount(Number(reserved.find((r) => r.currency === currency)?.sum ?? 0)),
      balance_cr: formatAmount(Number(due.find((r) => r.currency === currency)?.sum ?? 0)),
    }));
    return {
      merchant_id: merchant.id, merchant_name: merchant.name, balances,
      currencies: balances.map((b) => ({ value: b.currency, label: `${b.currency} (available ${b.balance_db})` })),
    };
  },

  settings: async ({ db, access }) => {
    const merchant = multipartyMerchant(access);
    const threshold = await approvalThreshold(db, merchant.id);
    return { types: PAYOUT_TYPES, currencies: merchant.currencies, approval_threshold: threshold === null ? null : formatAmount(threshold), purpose_max_length: 1024 };
  },

  create: async (call) => {
    const merchant = multipartyMerchant(call.access);
    if (merchant.status !== 'active') throw demoMode();
    const body = call.body as CreateBody;
    await requireCodeAbove(call.step, call.request, body);
    const result = await createPayout(call.step, payoutProcessor, call.request, call.request.auth!.userId, merchant, body);
    call.reply.code(result.status);
    return result.body;
  },

  status: async ({ db, access, request }) => {
    const { merchant, privileges } = access;
    const { order } = request.params as { order: string };
    const status = await payoutStatus(payoutsDb(db), request.auth!.userId, allows(privileges.multiparty, 'edit'), merchant.id, order);
    if (!status) throw notFound();
    return status;
  },

  approve: decision('approve'),
  reject: decision('reject'),
}));
