// GET and POST /merchant/{merchant}/settings/{basic|notification|payment|customization}/: one JSON
// document per merchant and section holding every value field of the tab's form file
// (schemas/forms/merchant_*.json), checked and split by its store (server/forms/form-store.ts).
import { sql } from 'kysely';
import type { ReadCall, Trx, WriteCall } from '../../http/handler-types.ts';
import { storedValues, type FormStore } from '../../forms/form-store.ts';
import { settingsDb, type MerchantSettingsHandlers, type SettingsDb } from './tables.ts';

/** Each section's form; every value field it declares is kept in the section's document, but the merchant's own columns. */
const section = (form: string, load: string, columns: Record<string, string> = {}): FormStore =>
  ({ form, load: `merchantsettings.${load}`, columns, values: 'merchant_settings.data' });
export const SECTIONS = {
  // name_en and url are the merchant's own columns (the merchant list shows them).
  basic: section('merchant_basic', 'basic', { name_en: 'merchants.name', url: 'merchants.url' }),
  notification: section('merchant_notification', 'notification'),
  payment: section('merchant_payment', 'payment'),
  customization: section('merchant_customization', 'customization'),
} satisfies Record<string, FormStore>;
export type Section = keyof typeof SECTIONS;

const DEFAULTS: Record<Section, Record<string, unknown>> = {
  basic: { client_fee: '0.00' },
  notification: { email_notification_lang: 'en', forbidden_emails_type: [] },
  payment: { lang_priority_id: 'browser', checkout_save_card: false, default_order_lifetime: 86400, autocapture: false, autocapture_interval: 5, response_method: 'post' },
  customization: {},
};

export async function readSection(db: SettingsDb, merchantId: number, section: Section): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('merchant_settings').select('data').where('merchant_id', '=', merchantId).where('section', '=', section).executeTakeFirst();
  return { ...DEFAULTS[section], ...(row?.data ?? {}) };
}

async function writeSection(db: SettingsDb, merchantId: number, section: Section, data: Record<string, unknown>): Promise<void> {
  await db.insertInto('merchant_settings').values({ merchant_id: merchantId, section, data: JSON.stringify(data) })
    .onConflict((oc) => oc.columns(['merchant_id', 'section']).doUpdateSet({ data: JSON.stringify(data), updated_at: sql`now()` }))
    .execute();
}

/** The basic tab's read-only parts: keys, company profile, settlement accounts. */
async function basicExtras(db: SettingsDb, m: { id: number; merchant_id: string; company_id: number | null; company_name: string; name: string; url: string }) {
  const accounts = await db.selectFrom('merchant_financial_accounts').select(['country', 'settlement_currency', 'iban'])
    .where('merchant_id', '=', m.id).where('settlement_status', 'is not', null).orderBy('id').execute();
  return {
    merchant_id: m.merchant_id,
    name: m.name,
    // Keys are shown masked: the full secret is only given by the key-rotation flow (not built).
    debit_private_key: `${m.merchant_id.slice(0, 2)}******`,
    credit_private_key: `${m.merchant_id.slice(-2)}******`,
    company_profile: { id: m.company_id, company_name: m.company_name },
    settlement_accounts: accounts,
  };
}

type Merchant = Parameters<typeof basicExtras>[1];

/** The tab's reply: its document, with the basic tab's read-only parts and the customization logo's address. */
async function sectionReply(db: SettingsDb, m: Merchant, section: Section) {
  const data = await readSection(db, m.id, section);
  if (section === 'basic') return { name_en: m.name, url: m.url, ...data, ...(await basicExtras(db, m)) };
  if (section === 'customization') {
    const logo = await db.selectFrom('merchant_settings').select('data').where('merchant_id', '=', m.id).where('section', '=', 'logo').executeTakeFirst();
    const fileId = (logo?.data as { file_id?: number } | undefined)?.file_id;
    return { ...data, logo: fileId ? `/api/v2/merchant/${m.id}/settings/customization/logo/?v=${fileId}` : null };
  }
  return data;
}

/** Saves a tab (the basic tab's name and address on the merchant's row too) in the call's transaction. */
async function saveSection(trx: Trx, m: Merchant, section: Section, body: unknown) {
  const { columns, values } = storedValues(SECTIONS[section], body);
  if (section === 'basic' && Object.keys(columns).length) {
    await trx.updateTable('merchants').set({
      ...(typeof columns.name_en === 'string' ? { name: columns.name_en } : {}),
      ...(typeof columns.url === 'string' ? { url: columns.url } : {}),
    }).where('id', '=', m.id).execute();
  }
  await writeSection(settingsDb(trx), m.id, section, values);
  return sectionReply(settingsDb(trx), await trx.selectFrom('merchants').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow(), section);
}

export const sectionCalls = (): Pick<MerchantSettingsHandlers, Section | `${Section}Save`> => {
  const get = (section: Section) => ({ db, access }: ReadCall) => sectionReply(settingsDb(db), access.merchant, section);
  const save = (section: Section) => ({ db, access, body }: WriteCall) => saveSection(db, access.merchant, section, body);
  return {
    basic: get('basic'), basicSave: save('basic'),
    notification: get('notification'), notificationSave: save('notification'),
    payment: get('payment'), paymentSave: save('payment'),
    customization: get('customization'), customizationSave: save('customization'),
  };
};
