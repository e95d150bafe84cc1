import { sql, type Kysely } from 'kysely';

// Settled is final (issue 27 must-show 1): a batch's figures are frozen rows written when it is
// closed (status settled), never recomputed from live payments, and its invoice is stored as the
// bytes issued. A money event on a payment of a settled batch (a refund, a lost chargeback) is a
// line of the next batch of that merchant and currency, naming the batch it belongs to
// (origin_settlement_id); an event with no open batch to take it waits with settlement_id null
// until a batch closes. server/settlements/lines.ts writes them; totals.ts sums them.
// Amounts: integer minor units, never negative; the kind gives the sign:
//   settlement amount = payment - refund - chargeback - fee - reserve.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('settlement_lines')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('settlement_id', 'integer', (c) => c.references('settlements.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund', 'chargeback', 'fee', 'reserve')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('payment_id', 'bigint', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('order_id', 'text', (c) => c.notNull().defaultTo(''))
    // The earlier (settled) batch whose payment this line adjusts; null for the batch's own payments.
    .addColumn('origin_settlement_id', 'integer', (c) => c.references('settlements.id').onDelete('set null'))
    // When the money event happened.
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('settlement_lines_settlement_idx').on('settlement_lines').columns(['settlement_id', 'kind']).execute();
  await sql`create index settlement_lines_origin_idx on settlement_lines (origin_settlement_id) where origin_settlement_id is not null`.execute(db);
  await sql`create index settlement_lines_open_idx on settlement_lines (merchant_id, currency, occurred_at) where settlement_id is null`.execute(db);
  // Batches settled before this migration (before the trigger below): frozen with the figures their
  // payments give now, the settlement amount by the rule above, so their lines add up.
  await sql`insert into settlement_lines (settlement_id, merchant_id, currency, kind, amount, payment_id, order_id, occurred_at)
    select s.id, s.merchant_id, s.settlement_currency, l.kind, l.amount, p.id, p.order_id, l.at
    from settlements s join payments p on p.settlement_id = s.id
    cross join lateral (values
      ('payment', p.capture_amount, p.created_at),
      ('fee', greatest(p.capture_amount - p.settlement_amount - p.deposit_amount, 0), p.created_at),
      ('reserve', p.deposit_amount, p.created_at),
      ('refund', p.reversal_amount, p.created_at)) l(kind, amount, at)
    where s.status = 'settled' and (l.kind = 'payment' or l.amount > 0)
    union all
    select s.id, s.merchant_id, s.settlement_currency, 'chargeback', d.dispute_amount, p.id, p.order_id, d.created_at
    from settlements s join payments p on p.settlement_id = s.id join disputes d on d.payment_id = p.id
    where s.status = 'settled' and d.status_name = 'Lost'`.execute(db);
  // A settled batch's lines are final: nothing is added to it, no line of it changes its batch, kind
  // or amount (a deleted payment or batch may still clear the references).
  await sql`create function settlement_lines_final() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if exists (select 1 from settlements s where s.id = new.settlement_id and s.status = 'settled') then
          raise exception 'settlement % is settled: its lines are final', new.settlement_id;
        end if;
      elsif (new.settlement_id is distinct from old.settlement_id or new.kind <> old.kind or new.amount <> old.amount)
        and exists (select 1 from settlements s where s.id in (old.settlement_id, new.settlement_id) and s.status = 'settled') then
        raise exception 'settlement % is settled: its lines are final', coalesce(old.settlement_id, new.settlement_id);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger settlement_lines_final before insert or update on settlement_lines
    for each row execute function settlement_lines_final()`.execute(db);

  // The invoice of a settled batch: the PDF as issued, served byte for byte.
  await db.schema.createTable('settlement_invoices')
    .addColumn('settlement_id', 'integer', (c) => c.primaryKey().references('settlements.id').onDelete('cascade'))
    .addColumn('pdf', 'bytea', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create function settlement_invoices_final() returns trigger language plpgsql as $$
    begin raise exception 'an issued invoice is final'; end $$`.execute(db);
  await sql`create trigger settlement_invoices_final before update on settlement_invoices
    for each row execute function settlement_invoices_final()`.execute(db);

}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_invoices').execute();
  await sql`drop function settlement_invoices_final()`.execute(db);
  await db.schema.dropTable('settlement_lines').execute();
  await sql`drop function settlement_lines_final()`.execute(db);
}
