import { sql, type Kysely } from 'kysely';

// Payments carry their settlement (issue 10 item 1): a settlement's count and amounts are computed
// from the payments that name it (server/settlements/totals.ts), so they can no longer disagree with
// its payment list. The stored totals go. A settlement settles payments of its own currency: the
// composite key makes the database refuse a payment naming a settlement of another currency.
// Existing settlements get the payments the detail page listed for them until now: the merchant's
// settled payments of the settlement's currency created within its period (merchant's time zone).
const TOTALS = ['amount', 'fee_oplata', 'settlement_amount', 'payments', 'refunds', 'deposits', 'chargebacks', 'fees', 'cnt'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlements').addUniqueConstraint('settlements_id_currency_uq', ['id', 'settlement_currency']).execute();
  await db.schema.alterTable('payments').addColumn('settlement_id', 'integer').execute();
  await sql`alter table payments add constraint payments_settlement_fk foreign key (settlement_id, currency)
    references settlements (id, settlement_currency) on delete set null (settlement_id)`.execute(db);
  // The settlement's payments newest first (its detail list) and its totals.
  await sql`create index payments_settlement_idx on payments (settlement_id, created_at desc, id desc) where settlement_id is not null`.execute(db);
  await sql`update payments p set settlement_id = s.id from settlements s, merchants m
    where s.merchant_id = p.merchant_id and m.id = p.merchant_id and s.settlement_currency = p.currency
      and p.settlement_amount > 0 and (p.created_at at time zone m.time_zone)::date between s.period_from and s.period_to`.execute(db);
  for (const c of TOTALS) await db.schema.alterTable('settlements').dropColumn(c).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of TOTALS) {
    await db.schema.alterTable('settlements').addColumn(c, c === 'cnt' ? 'integer' : 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('payments').dropColumn('settlement_id').execute();
  await db.schema.alterTable('settlements').dropConstraint('settlements_id_currency_uq').execute();
}
