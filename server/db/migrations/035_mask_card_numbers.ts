import { sql, type Kysely, type RawBuilder } from 'kysely';
import { maskCardNumbers, maskCardNumbersIn } from '../../security/card-mask.ts';
import { maskFreeText } from '../../security/free-text.ts';

// Card numbers typed into free texts before they were masked on write (issue 25): each column that
// holds what a merchant or payer typed gets the mask the writes apply now (server/security/free-text.ts:
// BIN and last four; identifiers, passwords, IBANs, phones, e-mails and addresses kept). Rows are
// read a batch at a time in key order, and only those whose text holds a run of 13 or more digits
// (maybe grouped) are read at all; a row is written only when its mask changed it. Mail already
// queued (outbox) is left as it is: it may hold links whose tokens must stay intact.

type Row = Record<string, unknown>;
type Masker = (value: unknown, row: Row) => unknown;
/** texts: text columns; json: JSONB columns and their masks; also: columns a mask reads. */
type Target = { table: string; key: string[]; texts?: string[]; json?: Record<string, Masker>; also?: string[] };

const BATCH = 500;
/** A run of 13 digits, maybe grouped by single spaces, dashes, '+' or '%20' (card-mask.ts). */
const CANDIDATE = '[0-9]((%20|[ +-])?[0-9]){12}';

const text = (v: unknown) => (typeof v === 'string' ? maskCardNumbers(v) : v);
const isObject = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
/** Values stored as a form's values: masked as that form's save masks them now. */
const form = (id: string | ((row: Row) => string)): Masker => (v, row) => (isObject(v) ? maskFreeText(typeof id === 'string' ? id : id(row), v) : v);
const FORMS_OF_SECTIONS = new Set(['basic', 'notification', 'payment', 'customization']);

const TARGETS: Target[] = [
  {
    table: 'links', key: ['id'], texts: ['name', 'description', 'invoice_name', 'receiver_first_name', 'merchant_data'],
    json: { custom_fields: (v) => (Array.isArray(v) ? v.map((f: unknown) => (isObject(f) ? { ...f, label: text(f.label) } : f)) : v) },
  },
  { table: 'payouts', key: ['id'], texts: ['additional_info'] },
  { table: 'promocodes', key: ['id'], texts: ['description'] },
  {
    table: 'landings', key: ['id'], texts: ['name', 'delete_reason'],
    json: { settings: form('landing_settings'), finance: form('landing_finance'), contacts: form('landing_contacts') },
  },
  {
    table: 'designs', key: ['id'], texts: ['name', 'comment'],
    json: { configuration: (v) => (isObject(v) ? maskFreeText('design_configuration', { configuration: v }).configuration : v) },
  },
  { table: 'buttons', key: ['id'], texts: ['name'], json: { settings: (v) => (isObject(v) && isObject(v.values) ? { ...v, values: maskFreeText('button', v.values) } : v) } },
  { table: 'report_templates', key: ['id'], texts: ['name'] },
  { table: 'feedback', key: ['id'], texts: ['message'] },
  { table: 'cashboxes', key: ['id'], texts: ['cashier_fio', 'company_name', 'point_name', 'point_addr'] },
  { table: 'companies', key: ['id'], texts: ['company_name', 'registration_address'], json: { form_values: form('company_basic') } },
  {
    table: 'company_individuals', key: ['id'], also: ['type'], texts: ['given_name', 'middle_name', 'surname'],
    json: { data: form((row) => `individual_${String(row.type)}`) },
  },
  { table: 'merchants', key: ['id'], texts: ['name', 'company_name'] },
  { table: 'users', key: ['id'], texts: ['first_name', 'last_name'], json: { form_values: form('personal') } },
  { table: 'onboardings', key: ['merchant_id'], json: { form_values: form('onboarding_merchant_creation') } },
  {
    table: 'merchant_settings', key: ['merchant_id', 'section'],
    // A section of another name (none today) has every text masked.
    json: { data: (v, row) => (FORMS_OF_SECTIONS.has(String(row.section)) ? form(`merchant_${String(row.section)}`)(v, row) : maskCardNumbersIn(v)) },
  },
  { table: 'merchant_financial_accounts', key: ['id'], json: { form_values: form('merchant_financial_account') } },
  // The hosted checkout's payer: custom fields and reference (the card itself was never stored).
  {
    table: 'payments', key: ['id'],
    json: { sender_data: (v) => (isObject(v) ? { ...v, ...('custom_fields' in v ? { custom_fields: maskCardNumbersIn(v.custom_fields) } : {}), ...('reference' in v ? { reference: text(v.reference) } : {}) } : v) },
  },
  { table: 'dispute_events', key: ['id'], json: { details: (v) => (isObject(v) && 'comment' in v ? { ...v, comment: text(v.comment) } : v) } },
  {
    table: 'saved_views', key: ['id'], texts: ['name', 'query_words'],
    json: { filters: (v) => (Array.isArray(v) ? v.map((f: unknown) => (isObject(f) ? { ...f, v: text(f.v) } : f)) : v) },
  },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function maskTable(db: Kysely<unknown>, { table, key, texts = [], json = {}, also = [] }: Target): Promise<void> {
  const masks: Array<[string, Masker, boolean]> = [...texts.map((c): [string, Masker, boolean] => [c, text, false]),
    ...Object.entries(json).map(([c, mask]): [string, Masker, boolean] => [c, mask, true])];
  const keys = sql.join(key.map((k) => sql.ref(k)));
  const candidate = sql.join(masks.map(([c]) => sql`${sql.ref(c)}::text ~ ${CANDIDATE}`), sql` or `);
  let after: unknown[] | null = null;
  for (;;) {
    const seek: RawBuilder<unknown> = after ? sql`and (${keys}) > (${sql.join(after)})` : sql``;
    const { rows }: { rows: Row[] } = await sql<Row>`select ${sql.join([...key, ...also, ...masks.map(([c]) => c)].map((c) => sql.ref(c)))} from ${sql.table(table)}
      where (${candidate}) ${seek} order by ${keys} limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const changed = masks.flatMap(([c, mask, isJson]) => {
        const masked = mask(row[c], row);
        return same(masked, row[c]) ? [] : [sql`${sql.ref(c)} = ${isJson ? JSON.stringify(masked) : masked}`];
      });
      if (changed.length === 0) continue;
      await sql`update ${sql.table(table)} set ${sql.join(changed)} where ${sql.join(key.map((k) => sql`${sql.ref(k)} = ${row[k]}`), sql` and `)}`.execute(db);
    }
    if (rows.length < BATCH) return;
    after = key.map((k) => rows.at(-1)![k]);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const target of TARGETS) await maskTable(db, target);
}

// The full numbers are gone: nothing to restore.
export async function down(): Promise<void> {}
