// Demo data of multiparty payouts (seed-demo.ts): beside the GE merchant's payments (their ledger
// entries come with them, seed/payments.ts), a top-up in its second currency, a four-eyes
// threshold, a second user who may approve payouts (approver@merchant.test: reads everything of that
// merchant, changes only multiparty payouts) and a few payouts of each status made by the demo
// owner: approved, declined, rejected and one awaiting approval.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { inTransaction, lockBalance, post } from '../ledger/ledger.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import { VIEWS } from '../merchant/views.ts';
import { hashPassword } from '../security/password.ts';
import { SEED_BASE_DATE } from '../seed/prng.ts';
import { settingsDb } from '../settings/merchants/tables.ts';
import type { PayoutStatus, PayoutTables } from './tables.ts';

export const DEMO_APPROVER = { email: 'approver@merchant.test', password: 'Demo-approver-1', first_name: 'Ana', last_name: 'Approver' };
/** Payouts above this amount of the demo merchant wait for a second user. */
export const DEMO_THRESHOLD = '500.00';

const DAY = 86_400_000;

type DemoPayout = { status: PayoutStatus; amount: number; bin: string; last4: string; info: string; daysAgo: number; reason?: string };
const PAYOUTS: DemoPayout[] = [
  { status: 'approved', amount: 12_000, bin: '424242', last4: '4242', info: 'Supplier: green coffee, October', daysAgo: 9 },
  { status: 'approved', amount: 4_550, bin: '555555', last4: '4444', info: 'Courier services', daysAgo: 5 },
  { status: 'declined', amount: 7_000, bin: '400000', last4: '0002', info: 'Barista fee', daysAgo: 4, reason: 'Payout declined by the issuer' },
  { status: 'rejected', amount: 80_000, bin: '424242', last4: '4242', info: 'Roaster maintenance (duplicate)', daysAgo: 3 },
  { status: 'awaiting_approval', amount: 65_000, bin: '555555', last4: '4444', info: 'Partner share, November', daysAgo: 1 },
];

export async function seedDemoPayouts(db: Db, merchantId: number, ownerId: number): Promise<void> {
  await settingsDb(db).insertInto('merchant_settings').values({ merchant_id: merchantId, section: 'payment', data: JSON.stringify({ payout_approval_threshold: DEMO_THRESHOLD }) })
    .onConflict((oc) => oc.columns(['merchant_id', 'section']).doNothing()).execute();
  const approver = await db.insertInto('users').values({
    email: DEMO_APPROVER.email, password_hash: await hashPassword(DEMO_APPROVER.password), first_name: DEMO_APPROVER.first_name,
    last_name: DEMO_APPROVER.last_name, email_confirmed: true, mfa_secret: null, mfa_enabled: false, profile_image_id: null, registration_step: 'done',
  }).returning('id').executeTakeFirstOrThrow();
  // Reads everything of the merchant, changes only multiparty payouts.
  await db.insertInto('merchant_users').values(VIEWS.map((view) => ({ user_id: approver.id, merchant_id: merchantId, view, level: view === 'multiparty' ? 'edit' as const : 'read' as const })))
    .execute();

  await inTransaction(db, async (tx) => {
    const ledger = tx.withTables<LedgerTables>();
    const payouts = tx.withTables<PayoutTables>();
    await lockBalance(ledger, merchantId, 'USD');
    await post(ledger, [{ merchantId, currency: 'USD', kind: 'topup', amount: 150_000, ref: 'topup:demo-usd-1', createdAt: new Date(SEED_BASE_DATE.getTime() - 20 * DAY) }]);
    await lockBalance(ledger, merchantId, 'GEL');
    for (const [i, p] of PAYOUTS.entries()) {
      const at = new Date(SEED_BASE_DATE.getTime() - p.daysAgo * DAY);
      const decided = p.status === 'rejected' || (p.status !== 'awaiting_approval' && p.amount > 50_000);
      const row = await payouts.insertInto('payouts').values({
        merchant_id: merchantId, order_id: `po_demo${String(i + 1).padStart(4, '0')}`, type: 'card', amount: p.amount, currency: 'GEL',
        card_bin: p.bin, card_last4: p.last4, card_token: `spt_${randomBytes(16).toString('hex')}`, additional_info: p.info, status: p.status,
        decline_reason: p.reason ?? null, processor_ref: p.status === 'approved' || p.status === 'declined' ? `spo_demo${i + 1}` : null,
        created_by: ownerId, created_at: at, decided_by: decided ? approver.id : null, decided_at: decided ? new Date(at.getTime() + 3_600_000) : null,
        settled_at: p.status === 'awaiting_approval' ? null : new Date(at.getTime() + 7_200_000), next_attempt_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await post(ledger, [{ merchantId, currency: 'GEL', kind: 'payout', amount: -p.amount, ref: `payout:${row.id}`, createdAt: at }]);
      if (p.status === 'declined' || p.status === 'rejected') {
        await post(ledger, [{ merchantId, currency: 'GEL', kind: 'payout_reversal', amount: p.amount, ref: `payout:${row.id}`, createdAt: new Date(at.getTime() + 7_200_000) }]);
      }
    }
  });
}
