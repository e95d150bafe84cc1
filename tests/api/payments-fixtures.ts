// Fixtures of the payment action tests: payments in a chosen state, signed-in clients per role,
// and a plain HTTP caller for concurrency tests against a listening app (separate connections).
import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/schema.ts';
import { postPayment } from '../../server/ledger/payment-entries.ts';
import { createMerchant, createUser, startApp, type Backend, type Client, type TestApp } from './helpers.ts';

export const PASSWORD = 'Merchant-pass-1';
type PaymentValues = Partial<Insertable<Database['payments']>>;

let orders = 0;

/** An approved (captured) 100.00 GEL card payment unless `values` say otherwise, posted to the ledger as the app posts a payment. */
export async function insertPayment(db: Db, merchantId: number, values: PaymentValues = {}): Promise<number> {
  orders += 1;
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('payments').values({
      merchant_id: merchantId, order_id: `order_${orders}`, status: 'approved', processing_status: 'success', tran_type: 'purchase',
      ps_tran_id: String(900_000 + orders), amount: 10_000, actual_amount: 10_000, capture_amount: 10_000, reversal_amount: 0,
      deposit_amount: 0, settlement_amount: 9_800, client_fee: 0, currency: 'GEL', actual_currency: 'GEL', card_bin: '444455',
      card_last4: '1111', sender_email: 'buyer@example.com', sender_data: null, receiver_data: null, rectoken: null,
      recurring_data: null, callback_data: null, created_at: new Date(), ...values,
    }).returning(['id', 'merchant_id', 'currency', 'capture_amount', 'reversal_amount']).executeTakeFirstOrThrow();
    await postPayment(trx, row);
    return row.id;
  });
}

/** Authorised, not captured: what a capture applies to. */
export const AUTHORISED: PaymentValues = { status: 'processing', processing_status: 'in_progress', actual_amount: 0, capture_amount: 0, settlement_amount: 0 };

export type World = TestApp & {
  merchant: number;
  foreignMerchant: number;
  owner: Client;
  viewer: Client;
  stranger: Client;
};

/** An app with a merchant, its owner (edit), a viewer (read) and a user of another merchant. */
export async function startWorld(backend: Backend): Promise<World> {
  const t = await startApp(backend);
  const merchant = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL', 'USD']);
  const foreignMerchant = await createMerchant(t.db, 'Someone Else', 'GE', ['GEL']);
  await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
  await createUser(t.db, { email: 'viewer@test.local', password: PASSWORD, merchants: [{ id: merchant, level: 'read' }] });
  await createUser(t.db, { email: 'stranger@test.local', password: PASSWORD, merchants: [{ id: foreignMerchant, level: 'edit' }] });
  const signedIn = async (email: string) => {
    const c = t.client();
    const res = await c.login(email, PASSWORD);
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
    return c;
  };
  return { ...t, merchant, foreignMerchant, owner: await signedIn('owner@test.local'), viewer: await signedIn('viewer@test.local'), stranger: await signedIn('stranger@test.local') };
}

/** POST over real HTTP with the client's cookies and CSRF token: each call its own connection. */
export async function httpPost(base: string, client: Client, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v2${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', connection: 'close',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': client.cookies.get('csrftoken') ?? '', ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** startWorld on PGlite takes tens of seconds on a loaded machine. */
export const START_TIMEOUT = 240_000;
