// The status page's reply (GET /merchant/{m}/order/{order}/): the payout, the title and message of
// its status (spec 002 s.8), both four-eyes steps with who and when, whether this user may decide,
// and the merchant's balance in the payout's currency.
import { sql } from 'kysely';
import { formatAmount } from '../payments/money.ts';
import { FINAL_STATUSES, type PayoutStatus, type PayoutsDb } from './tables.ts';

const TITLES: Record<PayoutStatus, { title: string; message: string }> = {
  awaiting_approval: { title: 'Awaiting approval', message: 'The payout waits for approval by another user with the multiparty privilege. Its amount is reserved.' },
  processing: { title: 'Payment in processing', message: 'The payout is being sent to the card. This page updates by itself.' },
  approved: { title: 'Successful payment', message: 'The payout was sent to the card.' },
  declined: { title: 'Unsuccessful payment', message: 'The payout was declined. Its amount is back on the balance.' },
  rejected: { title: 'Unsuccessful payment', message: 'The payout was rejected by a second user. Its amount is back on the balance.' },
};

const who = (first: string | null, last: string | null, email: string | null) =>
  email === null ? null : [first, last].filter(Boolean).join(' ').trim() || email;

export async function payoutStatus(db: PayoutsDb, userId: number, canEdit: boolean, merchantId: number, orderId: string) {
  const p = await db.selectFrom('payouts as p').innerJoin('merchants as m', 'm.id', 'p.merchant_id')
    .leftJoin('users as c', 'c.id', 'p.created_by').leftJoin('users as d', 'd.id', 'p.decided_by')
    .select(['p.id', 'p.order_id', 'p.status', 'p.amount', 'p.currency', 'p.type', 'p.card_bin', 'p.card_last4', 'p.additional_info',
      'p.decline_reason', 'p.created_at', 'p.created_by', 'p.decided_at', 'p.decided_by', 'p.settled_at', 'm.name as merchant_name', 'm.id as merchant_id',
      'c.first_name as c_first', 'c.last_name as c_last', 'c.email as c_email', 'd.first_name as d_first', 'd.last_name as d_last', 'd.email as d_email'])
    .where('p.merchant_id', '=', merchantId).where('p.order_id', '=', orderId).executeTakeFirst();
  if (!p) return null;
  const balance = await db.selectFrom('balances').select('available').where('merchant_id', '=', merchantId).where('currency', '=', p.currency).executeTakeFirst();
  const reserved = await db.selectFrom('payouts').select(sql<string>`coalesce(sum(amount), 0)`.as('sum')).where('merchant_id', '=', merchantId)
    .where('currency', '=', p.currency).where('status', 'in', ['awaiting_approval', 'processing']).executeTakeFirstOrThrow();
  const status = p.status;
  const needsApproval = status === 'awaiting_approval' || p.decided_by !== null;
  return {
    data: {
      id: p.id, order_id: p.order_id, status, ...TITLES[status], final: FINAL_STATUSES.includes(status),
      amount: formatAmount(p.amount), v_currency: p.currency, type: p.type, receiver_card: `${p.card_bin}******${p.card_last4}`,
      merchant: p.merchant_name, merchant_id: p.merchant_id, additional_info: p.additional_info, decline_reason: p.decline_reason,
      created_at: p.created_at, created_by: who(p.c_first, p.c_last, p.c_email),
      approval_required: needsApproval,
      decision: p.decided_by === null ? null : status === 'rejected' ? 'rejected' : 'approved',
      decided_at: p.decided_at, decided_by: who(p.d_first, p.d_last, p.d_email), settled_at: p.settled_at,
      can_approve: canEdit && status === 'awaiting_approval' && p.created_by !== userId,
      own_payout: p.created_by === userId,
      balance: formatAmount(Number(balance?.available ?? 0)), reserved: formatAmount(Number(reserved.sum)),
    },
  };
}
