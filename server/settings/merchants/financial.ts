// Financial settings: settlement accounts. GET settings/financial/ (list), POST settings/financial/
// (create), GET and POST settings/financial/{id}/. settlement_currency (one of the merchant's
// currencies) and iban are required (form merchant_financial_account, merchant_financial_edit to
// change one); any other field those forms declare is kept in the account's form_values. A refused
// save answers `errors.error` as well as `error`.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { formFields } from '../../forms/form-fields.ts';
import { splitBody, type FormStore } from '../../forms/form-store.ts';
import { dbId } from '../../http/db-id.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { settingsDb, type MerchantSettingsHandlers, type MerchantSettingsTables, type SettingsDb } from './tables.ts';

type Account = Selectable<MerchantSettingsTables['merchant_financial_accounts']>;

const store = (form: string): FormStore => ({
  form, load: 'merchantsettings.financialAccount', values: 'merchant_financial_accounts.form_values',
  columns: { settlement_currency: 'merchant_financial_accounts.settlement_currency', iban: 'merchant_financial_accounts.iban' },
});
export const FINANCIAL_STORES = { create: store('merchant_financial_account'), edit: store('merchant_financial_edit') };

export function accountView(a: Account, currencies: string[]) {
  const stored: Record<string, unknown> = { ...a.form_values, settlement_currency: a.settlement_currency, iban: a.iban };
  return {
    ...stored,
    id: a.id, country: a.country, currency: a.currency, jurtype: a.jurtype, settlement_status: a.settlement_status,
    status: a.settlement_status ? 'Active' : 'New',
    choices: { settlement_currency: currencies.map((c) => ({ value: c, label: c })) },
    multi_currency: currencies.length > 1,
    // The account's fields as the edit form declares them, in its order.
    data: formFields(FINANCIAL_STORES.edit.form).filter((f) => f.role === 'value').map((f) => ({ name: f.name, value: stored[f.name] ?? '' })),
  };
}

function checkAccount(store: FormStore, body: unknown, currencies: string[]) {
  // The form takes the currency's choices from GET settings/financial/ (choicesFrom): a choice of
  // the merchant's currencies is required, as the engine requires it while there are choices.
  const { columns, values, errors: all } = splitBody(store, body);
  const errors = all.filter(([f]) => f !== 'settlement_currency');
  if (!currencies.includes(String(columns.settlement_currency))) errors.unshift(['settlement_currency', 'field is required']);
  if (errors.length) throw new HttpError(400, { error: errors, errors: { error: errors.map(([f, m]) => `${f} - ${m}`).join('; ') } });
  return {
    settlement_currency: String(columns.settlement_currency), iban: String(columns.iban).replace(/\s+/g, '').toUpperCase(),
    form_values: JSON.stringify(values),
  };
}

const currenciesOf = (m: { currencies: string[] }) => (Array.isArray(m.currencies) ? m.currencies : []);

async function one(db: SettingsDb, merchantId: number, raw: unknown) {
  const id = dbId(raw);
  const row = id !== undefined
    ? await db.selectFrom('merchant_financial_accounts').selectAll().where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound();
  return row;
}
const idOf = (request: FastifyRequest) => (request.params as { id: unknown }).id;

export const financialCalls = (): Pick<MerchantSettingsHandlers, 'financial' | 'financialCreate' | 'financialAccount' | 'financialSave'> => ({
  financial: async ({ db, access }) => {
    const m = access.merchant;
    const rows = await settingsDb(db).selectFrom('merchant_financial_accounts').selectAll().where('merchant_id', '=', m.id).orderBy('id').execute();
    const data = rows.map((r) => ({ ...accountView(r, currenciesOf(m)), merchant: m.id }));
    return {
      data, paginator: { page: 1, pages: 1, limit: Math.max(5, data.length), count: data.length },
      choices: { settlement_currency: currenciesOf(m).map((c) => ({ value: c, label: c })) }, multi_currency: currenciesOf(m).length > 1,
    };
  },

  // The form's errors and the currency rule answer together (checkAccount): the body is read raw.
  financialCreate: async ({ db, access, request }) => {
    const m = access.merchant;
    const body = checkAccount(FINANCIAL_STORES.create, request.body, currenciesOf(m));
    const row = await settingsDb(db).insertInto('merchant_financial_accounts').values({
      merchant_id: m.id, country: m.country, currency: body.settlement_currency, settlement_status: null, ...body,
    }).returningAll().executeTakeFirstOrThrow();
    return accountView(row, currenciesOf(m));
  },

  financialAccount: async ({ db, access, request }) => accountView(await one(settingsDb(db), access.merchant.id, idOf(request)), currenciesOf(access.merchant)),

  financialSave: async ({ db, access, request }) => {
    const m = access.merchant;
    const current = await one(settingsDb(db), m.id, idOf(request));
    const body = checkAccount(FINANCIAL_STORES.edit, request.body, currenciesOf(m));
    // A changed account needs the provider's check again: it becomes New.
    const changed = body.iban !== current.iban || body.settlement_currency !== current.settlement_currency;
    const row = await settingsDb(db).updateTable('merchant_financial_accounts')
      .set({ ...body, currency: body.settlement_currency, ...(changed ? { settlement_status: null } : {}) })
      .where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
    return accountView(row, currenciesOf(m));
  },
});
