// (My Businesses, GET /company_profile/, is served by the lists engine: list-source.ts.)
// GET /company_profile/{c}/ (the profile with its tabs and merchants), GET and POST
// /company_profile/{c}/basic/ (form company_basic; status is read-only; a new name is copied to the
// company's merchants, whose lists show it; every other field of the form is kept in form_values).
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storedValues, type FormStore } from '../forms/form-store.ts';
import { companyOf, type CompanyHandlers } from './tables.ts';

export const COMPANY_TABS = ['basic', 'documents', 'contracts', 'individuals'] as const;
/** Form company_basic: the profile's own columns; any other field it declares is kept in form_values. */
export const COMPANY_BASIC_STORE: FormStore = {
  form: 'company_basic',
  load: 'companies.basic',
  columns: Object.fromEntries(['company_name', 'entity_value', 'registration_address', 'phone', 'vat_number', 'country', 'jurtype'].map((f) => [f, `companies.${f}`])),
  values: 'companies.form_values',
};
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

type Company = Selectable<Database['companies']>;

export const basicView = (c: Company, canEdit: boolean) => ({
  ...c.form_values,
  id: c.id, company: c.id, company_name: c.company_name, entity_value: c.entity_value, registration_address: c.registration_address,
  phone: c.phone, vat_number: c.vat_number, country: c.country, jurtype: c.jurtype, status: c.status, can_edit: canEdit,
});

export const companyCalls = (): Pick<CompanyHandlers, 'info' | 'basic' | 'basicSave'> => ({
  info: async ({ db, request }) => {
    const { company, canEdit } = companyOf(request);
    const merchants = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('m.company_id', '=', company.id).where('mu.user_id', '=', request.auth!.userId)
      .select(['m.id', 'm.name', 'm.merchant_id', 'm.status']).distinct().orderBy('m.name').execute();
    return { ...basicView(company, canEdit), tabs: COMPANY_TABS.map((id) => ({ id, route: `/settings/companies/info/${company.id}/${id}` })), merchants };
  },

  basic: ({ request }) => {
    const { company, canEdit } = companyOf(request);
    return basicView(company, canEdit);
  },

  // The profile (companies) and the name copied to its merchants (merchants): one transaction.
  basicSave: async ({ db, request, body }) => {
    const { company } = companyOf(request);
    const { columns, values } = storedValues(COMPANY_BASIC_STORE, body);
    // A column left out of the body is emptied, as a value left out of form_values is.
    const set = Object.fromEntries(Object.keys(COMPANY_BASIC_STORE.columns).map((f) => [f, trimmed(columns[f]) ?? '']));
    const row = await db.updateTable('companies').set({ ...set, form_values: JSON.stringify(values) })
      .where('id', '=', company.id).returningAll().executeTakeFirstOrThrow();
    await db.updateTable('merchants').set({ company_name: row.company_name }).where('company_id', '=', company.id).execute();
    return basicView(row, true);
  },
});
