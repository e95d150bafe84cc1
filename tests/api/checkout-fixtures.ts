// A checkout source for tests: payables in a table the test creates (checkout_fixture), paid like a
// payment link (paid() marks the row in the payment's transaction; a paid payable cannot be paid again).
import { sql, type Transaction } from 'kysely';
import type { CheckoutOrder, CheckoutSource } from '../../server/checkout/source.ts';
import type { Db } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/schema.ts';

export async function createFixtureTable(db: Db): Promise<void> {
  await sql`create table checkout_fixture (ref text primary key, ord jsonb not null, payment_id bigint)`.execute(db);
}

export async function addPayable(db: Db, ref: string, order: CheckoutOrder): Promise<void> {
  await sql`insert into checkout_fixture (ref, ord) values (${ref}, ${JSON.stringify(order)}::jsonb)`.execute(db);
}

export async function paidPayment(db: Db, ref: string): Promise<number | null> {
  const { rows } = await sql<{ payment_id: string | null }>`select payment_id from checkout_fixture where ref = ${ref}`.execute(db);
  return rows[0]?.payment_id == null ? null : Number(rows[0].payment_id);
}

export const fixtureSource: CheckoutSource = {
  async load(db, ref) {
    const { rows } = await sql<{ ord: CheckoutOrder }>`select ord from checkout_fixture where ref = ${ref} and payment_id is null`.execute(db);
    return rows[0]?.ord ?? null;
  },
  async paid(tx: Transaction<Database>, ref, paymentId) {
    await sql`update checkout_fixture set payment_id = ${paymentId} where ref = ${ref}`.execute(tx);
  },
};

export const order = (merchantId: number, values: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  merchantId, amount: 2550, currency: 'GEL', description: 'Two coffees', fields: [], designId: null, language: null, responseUrl: null, callbackUrls: [], ...values,
});
