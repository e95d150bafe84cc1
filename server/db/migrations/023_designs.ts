import { sql, type Kysely } from 'kysely';

// Checkout designs (issue 12, spec 001 s.3 "Design"): the look of the hosted checkout per merchant.
// hash is the public id used in addresses. The status is never stored: it follows from review_due_at
// (server/designs/status.ts), so a review finishing needs no writer and no process memory:
// null = draft; in the future = pending_activation; passed = activated, and the merchant's latest
// activated design is the active one (the default), the earlier ones inactive.
// design_templates: the starting points the new-design modal offers (GET {merchant}/design/templates/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('designs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('configuration', 'jsonb', (c) => c.notNull())
    .addColumn('preview_amount', 'bigint', (c) => c.notNull().defaultTo(10000))
    .addColumn('preview_currency', 'text', (c) => c.notNull().defaultTo('UAH'))
    .addColumn('activation_requested_at', 'timestamptz')
    .addColumn('review_due_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index designs_merchant_idx on designs (merchant_id, id desc) where deleted_at is null`.execute(db);

  await db.schema.createTable('design_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('configuration', 'jsonb', (c) => c.notNull())
    .execute();
  const template = (type: string, preset: string, layout: string, main: string, radius: number) => JSON.stringify({
    options: {
      methods: ['card', 'apple_pay', 'google_pay'], methods_disabled: [], show_menu_first: false, local_methods_icons: [], card_icons: ['visa', 'mastercard'],
      banklinks_eu_icons: [], loans_icons: [], countries: [], default_country: 'UA', theme: { type, preset }, layout, logo_url: '',
      show_email: true, show_pay_button_amount: true, disable_request: false,
    },
    messages: { en: {}, uk: {} },
    params: { amount: '100.00', currency: 'UAH' },
    css_variable: { border_radius: radius, main },
  });
  await db.insertInto('design_templates' as never).values([
    { name: 'Light', configuration: template('light', 'solid', 'default', '#2F6FED', 8) },
    { name: 'Dark', configuration: template('dark', 'gradient', 'default', '#D94343', 12) },
    { name: 'Plain', configuration: template('light', 'solid', 'plain', '#6073D1', 0) },
  ] as never).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('design_templates').execute();
  await db.schema.dropTable('designs').execute();
}
