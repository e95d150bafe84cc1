// Known payments for the list tests: each row's values follow from its number, so a test can
// compute the expected answer of a filter in plain JS.
import type { Db } from '../../server/db/connect.ts';
import { expect } from 'vitest';
import { createUser, type Client, type TestApp } from './helpers.ts';

/** Set-up inserts thousands of rows and hashes passwords: allow for a loaded machine. */
export const SETUP_MS = 180_000;

export const STATUSES = ['approved', 'declined', 'processing', 'reversed'];
export const BASE = Date.parse('2026-11-01T00:00:00Z');

export type Fixture = {
  n: number; order_id: string; status: string; amount: number; created_at: Date; card_last4: string;
  sender_email: string | null; is_fraud: boolean; rectoken: string | null; reversal_amount: number;
};

export function fixtureRow(n: number): Fixture {
  const status = STATUSES[n % STATUSES.length];
  const amount = n * 100 + 50;
  return {
    n, order_id: `ord-${String(n).padStart(3, '0')}`, status, amount, created_at: new Date(BASE + n * 3_600_000),
    card_last4: String(1000 + n), sender_email: n % 5 === 0 ? null : n % 5 === 1 ? '' : `c${n}@shop.test`,
    is_fraud: n % 7 === 0, rectoken: n % 6 === 0 ? `tok${n}` : null, reversal_amount: status === 'reversed' ? amount : 0,
  };
}

export async function insertFixtures(db: Db, merchantId: number, rows: Fixture[], currency = 'GEL'): Promise<void> {
  await db.insertInto('payments').values(rows.map((r) => ({
    merchant_id: merchantId, order_id: r.order_id, status: r.status, processing_status: 'success', tran_type: 'purchase',
    ps_tran_id: String(700_000 + r.n), amount: r.amount, actual_amount: r.amount, capture_amount: r.amount,
    reversal_amount: r.reversal_amount, deposit_amount: 0, settlement_amount: 0, client_fee: 0, currency, actual_currency: currency,
    card_bin: '411111', card_last4: r.card_last4, sender_email: r.sender_email, rectoken: r.rectoken, is_fraud: r.is_fraud,
    callback_data: JSON.stringify({ url: 'https://shop.test/cb' }), created_at: r.created_at,
  }))).execute();
}

/** Signs in and returns the client. */
export async function signIn(client: Client, email: string, password: string): Promise<Client> {
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client;
}

/** The four users a report test asks as: the shop's owner and reader, an owner without the
 * 'reports' privilege, and the owner of a foreign merchant; each signed in (e-mails at `domain`). */
export async function reportUsers(t: TestApp, shop: number, foreign: number, domain: string, password: string) {
  const user = async (name: string, id: number, level: 'edit' | 'read') => {
    await createUser(t.db, { email: `${name}@${domain}`, password, merchants: [{ id, level }] });
  };
  await user('owner', shop, 'edit');
  await user('reader', shop, 'read');
  await user('stranger', foreign, 'edit');
  const nr = await createUser(t.db, { email: `noreports@${domain}`, password, merchants: [{ id: shop, level: 'edit' }] });
  await t.db.deleteFrom('merchant_users').where('user_id', '=', nr).where('view', '=', 'reports').execute();
  const as = (name: string) => signIn(t.client(), `${name}@${domain}`, password);
  return { owner: await as('owner'), reader: await as('reader'), noReports: await as('noreports'), stranger: await as('stranger') };
}

export const query = (entries: Array<[string, string, string]>, extra: Record<string, string | number> = {}) => {
  const q = new URLSearchParams();
  for (const [s, m, v] of entries) {
    q.append('s', s);
    q.append('m', m);
    q.append('v', v);
  }
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  return q.toString();
};
