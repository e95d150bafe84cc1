// The merchant a newcomer onboards, with its company profile: created by the merchant_creation step
// (or POST /merchant/add/) in status 'onboarding', the user its owner (every view at edit). It joins
// GET /merchant/list/ (the header selector) when activation is approved (activate()).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { allViews } from '../merchant/views.ts';
import type { FormStore } from '../forms/form-store.ts';

export type NewMerchant = {
  name: string; url: string; company_name: string; country: string; jurtype: string;
  reg_number: string; address: string; phone: string;
};

/** The creation forms keep every value in onboardings.form_values, read back by GET merchant_creation
 * (storedValues refuses an undeclared key and masks card numbers in free text). */
export const ONBOARDING_CREATION_STORE: FormStore = { form: 'onboarding_merchant_creation', load: 'onboarding.merchantCreation', columns: {}, values: 'onboardings.form_values' };

/** Public merchant numbers of onboarded merchants start here (the seed's are below). */
const MERCHANT_NUMBER_BASE = 1_500_000;

export async function createOnboardingMerchant(trx: Transaction<Database>, userId: number, m: NewMerchant, values: Record<string, unknown>): Promise<number> {
  const company = await trx.insertInto('companies').values({
    company_name: m.company_name, country: m.country, jurtype: m.jurtype, status: 'onboarding',
    entity_value: m.reg_number, registration_address: m.address, phone: m.phone, form_values: '{}',
  }).returning('id').executeTakeFirstOrThrow();
  const merchant = await trx.insertInto('merchants').values({
    merchant_id: `new-${company.id}`, name: m.name, url: m.url, company_name: m.company_name, company_id: company.id,
    status: 'onboarding', country: m.country, currencies: JSON.stringify([]), onboarding_step: 'upload_docs',
  }).returning('id').executeTakeFirstOrThrow();
  // The public number follows the row id, so it is unique without a retry loop.
  await trx.updateTable('merchants').set({ merchant_id: String(MERCHANT_NUMBER_BASE + merchant.id) }).where('id', '=', merchant.id).execute();
  await trx.insertInto('merchant_users')
    .values(Object.entries(allViews('edit')).map(([view, level]) => ({ user_id: userId, merchant_id: merchant.id, view, level: level! })))
    .execute();
  await trx.insertInto('onboardings').values({ merchant_id: merchant.id, user_id: userId, iban: null, form_values: JSON.stringify(values) }).execute();
  return merchant.id;
}

/** Currencies a new merchant settles in, by country. */
export const COUNTRY_CURRENCIES: Record<string, string[]> = { GE: ['GEL', 'USD'], UA: ['UAH'], LT: ['EUR'], AM: ['AMD', 'USD'] };
