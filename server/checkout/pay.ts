// Paying a checkout order: a payable paid once is first claimed for the form's key (its own short
// transaction), so two payers of one link cannot both be charged; then the charge through the acquirer
// (never inside a DB transaction), then in one transaction the payment row (insertCardPayment: BIN and last four only),
// the checkout row that claims the form's idempotency key and, when approved, the source's paid()
// (a decline releases the claim there; a failed charge releases it too). A second submit of the same key (double
// click, reload, a race) gets the first payment back and charges nothing new: a finished key is
// found before charging; two submits in flight both reach the acquirer with the same key (one charge
// there) and the key's primary key lets one transaction commit. Callbacks follow after the commit.
import type { Acquirer, ChargeResult } from '../acquirer/acquirer.ts';
import { deliverCallback, type Delivery } from '../callbacks/deliver.ts';
import type { Db } from '../db/connect.ts';
import { insertCardPayment } from '../payments/card-payment.ts';
import { callbackPayload } from '../payments/callback-payload.ts';
import { recordEvent } from '../payments/events.ts';
import { paymentsDb, type PaymentRow } from '../payments/tables.ts';
import type { AppliedPromocode } from '../promocodes/checkout.ts';
import { recordPromocodeUse } from '../promocodes/checkout.ts';
import { promocodesDb } from '../promocodes/tables.ts';
import type { Payer } from './payer-form.ts';
import type { CheckoutKind, CheckoutOrder, CheckoutSource, Claim } from './source.ts';

/** fresh: this call made the payment (false when the key had paid already). */
export type Paid = { payment: PaymentRow; outcome: ChargeResult['outcome']; reason: string | null; fresh: boolean };

export type PayRequest = {
  kind: CheckoutKind;
  ref: string;
  key: string;
  order: CheckoutOrder;
  /** payer.amount is already lowered by it; the payment records it and the amount before. */
  payer: Payer;
  promocode?: AppliedPromocode | null;
};

/** The payment an idempotency key already made, if any. */
export async function paidWithKey(db: Db, key: string): Promise<Paid | null> {
  const row = await db.selectFrom('checkout_payments').innerJoin('payments', 'payments.id', 'checkout_payments.payment_id')
    .selectAll('payments').select(['checkout_payments.outcome', 'checkout_payments.reason'])
    .where('checkout_payments.idempotency_key', '=', key).executeTakeFirst();
  if (!row) return null;
  const { outcome, reason, ...payment } = row;
  return { payment, outcome, reason, fresh: false };
}

class KeyTaken extends Error {}

/** Refused before charging: another form is paying the payable, or it was paid since the page loaded. */
export type Refused = { refused: Exclude<Claim, 'claimed'> };

export async function pay(db: Db, acquirer: Acquirer, source: CheckoutSource, r: PayRequest): Promise<Paid | Refused> {
  const { claim, release } = source;
  if (claim) {
    const claimed = await db.transaction().execute((tx) => claim(tx, r.ref, r.key));
    if (claimed !== 'claimed') return { refused: claimed };
  }
  let result: ChargeResult;
  try {
    result = await acquirer.charge({
      merchantId: r.order.merchantId, amount: r.payer.amount, currency: r.order.currency, card: r.payer.card, idempotencyKey: r.key,
    });
  } catch (e) {
    if (release) await db.transaction().execute((tx) => release(tx, r.ref, r.key));
    throw e;
  }
  const approved = result.outcome === 'approved';
  const reason = result.outcome === 'approved' ? null : result.reason;
  try {
    const payment = await db.transaction().execute(async (tx) => {
      const row = await insertCardPayment(tx, {
        merchantId: r.order.merchantId, orderId: `${r.kind}_${r.ref}_${r.key.slice(0, 8)}`, amount: r.payer.amount, currency: r.order.currency,
        cardNumber: r.payer.card.number, result, senderEmail: r.payer.email,
        senderData: { custom_fields: r.payer.fields, checkout: { kind: r.kind, ref: r.ref }, ...(r.payer.reference ? { reference: r.payer.reference } : {}),
          ...(r.promocode ? { promocode: { name: r.promocode.name, percent: r.promocode.percent, original_amount: r.promocode.originalAmount } } : {}) },
        callbackData: r.order.callbackUrls.length ? { url: r.order.callbackUrls[0], response_code: null } : null,
      });
      const claimed = await tx.insertInto('checkout_payments')
        .values({ idempotency_key: r.key, kind: r.kind, ref: r.ref, payment_id: row.id, outcome: result.outcome, reason })
        .onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('idempotency_key').executeTakeFirst();
      if (!claimed) throw new KeyTaken();
      if (r.promocode) await recordPromocodeUse(promocodesDb(tx), row.id, r.promocode);
      if (approved) await source.paid(tx, r.ref, row.id);
      else if (release) await release(tx, r.ref, r.key);
      return row;
    });
    return { payment, outcome: result.outcome, reason, fresh: true };
  } catch (e) {
    if (!(e instanceof KeyTaken)) throw e;
    return (await paidWithKey(db, r.key))!;
  }
}

/** Tells every server callback URL of the order about a new payment (checked targets, in parallel) and records the answers. */
export async function sendCallbacks(db: Db, paid: Paid, order: CheckoutOrder, merchantPublicId: string, payer: Pick<Payer, 'fields' | 'reference'>): Promise<Delivery[]> {
  if (!order.callbackUrls.length) return [];
  const payload = {
    ...callbackPayload(paid.payment, merchantPublicId), response_description: paid.reason, reference: payer.reference, custom_fields: payer.fields,
  };
  const deliveries = await Promise.all(order.callbackUrls.map((url) => deliverCallback(url, payload)));
  const pdb = paymentsDb(db);
  await pdb.transaction().execute(async (tx) => {
    await tx.updateTable('payments').set({
      callback_data: JSON.stringify({ url: order.callbackUrls[0], response_code: deliveries[0].status ?? null, last_attempt: new Date().toISOString() }),
    }).where('id', '=', paid.payment.id).execute();
    for (const d of deliveries) await recordEvent(tx, { paymentId: paid.payment.id, type: 'callback', userId: null, details: { ...d } });
  });
  return deliveries;
}
