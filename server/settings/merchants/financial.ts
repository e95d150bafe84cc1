// Financial settings: settlement accounts. GET settings/financial/ (list), POST settings/financial/
// (create), GET and POST settings/financial/{id}/. settlement_currency (one of the merchant's
// currencies) and iban are required (form merchant_financial_account, merchant_financial_edit to
// change one); any other field those forms declare is kept in the account's form_values. A refused
// save answers `errors.error` as well as `error`.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { formFields } from '../../forms/form-fields.ts';
import { splitBody, type FormStore } from '../../forms/form-store.ts';
import type { AppContext } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireMerchant } from '../../merchant/require-merchant.ts';
import { settingsDb, type MerchantSettingsTables } from './tables.ts';

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

export function financialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = settingsDb(ctx.db);
  const read = requireMerchant(ctx.db, 'settings', 'read');
  const edit = requireMerchant(ctx.db, 'settings', 'edit');
  const currenciesOf = (m: { currencies: string[] }) => (Array.isArray(m.currencies) ? m.currencies : []);
  const one = async (merchantId: number, id: string) => {
    const n = Number(id);
    const row = Number.isSafeInteger(n)
      ? await db.selectFrom('merchant_financial_accounts').selectAll().where('merchant_id', '=', merchantId).where('id', '=', n).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  };

  app.get('/merchant/:merchant/settings/financial/', { preHandler: read }, async (request) => {
    const m = request.merchantAccess!.merchant;
    const rows = await db.selectFrom('merchant_financial_accounts').selectAll().where('merchant_id', '=', m.id).orderBy('id').execute();
    const data = rows.map((r) => ({ ...accountView(r, currenciesOf(m)), merchant: m.id }));
    return {
      data, paginator: { page: 1, pages: 1, limit: Math.max(5, data.length), count: data.length },
      choices: { settlement_currency: currenciesOf(m).map((c) => ({ value: c, label: c })) }, multi_currency: currenciesOf(m).length > 1,
    };
  });

  app.post('/merchant/:merchant/settings/financial/', { preHandler: edit }, async (request) => {
    const m = request.merchantAccess!.merchant;
    const body = checkAccount(FINANCIAL_STORES.create, request.body, currenciesOf(m));
    const row = await db.insertInto('merchant_financial_accounts').values({
      merchant_id: m.id, country: m.country, currency: body.settlement_currency, settlement_status: null, ...body,
    }).returningAll().executeTakeFirstOrThrow();
    return accountView(row, currenciesOf(m));
  });

  app.get<{ Params: { id: string } }>('/merchant/:merchant/settings/financial/:id/', { preHandler: read }, async (request) => {
    const m = request.merchantAccess!.merchant;
    return accountView(await one(m.id, request.params.id), currenciesOf(m));
  });

  app.post<{ Params: { id: string } }>('/merchant/:merchant/settings/financial/:id/', { preHandler: edit }, async (request) => {
    const m = request.merchantAccess!.merchant;
    const current = await one(m.id, request.params.id);
    const body = checkAccount(FINANCIAL_STORES.edit, request.body, currenciesOf(m));
    // A changed account needs the provider's check again: it becomes New.
    const changed = body.iban !== current.iban || body.settlement_currency !== current.settlement_currency;
    const row = await db.updateTable('merchant_financial_accounts')
      .set({ ...body, currency: body.settlement_currency, ...(changed ? { settlement_status: null } : {}) })
      .where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
    return accountView(row, currenciesOf(m));
  });
}
