import { sql, type Kysely } from 'kysely';

// Payment links (spec 001 s.3 Link, s.4; issue 12). `ref` is the unguessable token of the public
// address /checkout/link/{ref}; `status` stores created, paid or deleted, and a created link past its
// `timeend` day (the merchant's time zone) reads expired (server/links/status.ts), so no job has to
// flip it. Short codes of the stand-in shortener and each merchant's QR logo live here too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('Payment link'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('').check(sql`length(description) <= 1024`))
    .addColumn('invoice_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_first_name', 'text', (c) => c.notNull().defaultTo('').check(sql`length(receiver_first_name) <= 100`))
    .addColumn('receiver_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timeend', 'date')
    .addColumn('checkout_language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('response_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('server_callback_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('merchant_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created').check(sql`status in ('created', 'paid', 'deleted')`))
    .addColumn('payment_id', 'integer')
    .addColumn('url_short', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list: a merchant's links, newest first (keyset on created, id).
  await sql`create index links_merchant_created_idx on links (merchant_id, created_at desc, id desc)`.execute(db);

  await db.schema.createTable('short_links')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('merchant_qr_logos')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_qr_logos').execute();
  await db.schema.dropTable('short_links').execute();
  await db.schema.dropTable('links').execute();
}
