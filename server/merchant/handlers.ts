// Handlers of the merchant calls (schemas/endpoints/merchant.json; spec 002 s.7, spec 000 s.2.7):
// - GET /merchant/list/ and POST {search}: the merchants the user has any privilege on (a POST that
//   only reads);
// - GET /merchant/status/[?merchant=id]: onboarding step of a merchant, for the status banner. Without
//   ?merchant the user's first merchant is used; a user with no merchant is at the first onboarding
//   step (create_merchant) rather than in an error, since this drives the onboarding banner;
// - POST /merchant/add/ and GET /merchant/add/choices/trades/: another merchant, created in status
//   'onboarding' with the user its owner (server/onboarding/create-merchant.ts), and its trade choices.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { storedValues, type FormStore } from '../forms/form-store.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { createOnboardingMerchant } from '../onboarding/create-merchant.ts';
import { tradesOf } from '../onboarding/trades.ts';
import { loadMerchantAccess, merchantIdOf } from './require-merchant.ts';
import type { Privileges } from './views.ts';

export const ONBOARDING_STEPS = ['create_merchant', 'finance_settings', 'upload_docs', 'sign_contract'] as const;
const MIN_SEARCH = 3;

/** The merchant_add form keeps its values where the onboarding's creation form does (storedValues
 * refuses an undeclared key and masks card numbers in free text). */
const MERCHANT_ADD_STORE: FormStore = { form: 'merchant_add', load: 'onboarding.merchantCreation', columns: {}, values: 'onboardings.form_values' };
type Addition = { country: string; jurtype: string; company_name: string; reg_number: string; url: string; name: string; phone: string; trade_classification?: string[] };

async function merchantList(db: Db, userId: number, search: string) {
  let query = db.selectFrom('merchants as m')
    .innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
    .where('mu.user_id', '=', userId)
    // A merchant still being onboarded joins the list (the header selector) when activation is done.
    .where('m.status', '<>', 'onboarding')
    .select(['m.id', 'm.merchant_id', 'm.name', 'm.url', 'm.company_name', 'm.status', 'm.currencies', 'm.country', 'm.has_multiparty', 'm.has_moto'])
    .select(sql<Privileges>`jsonb_object_agg(mu.view, mu.level)`.as('privileges'))
    .groupBy('m.id')
    .orderBy('m.name').orderBy('m.id');
  // Fewer than 3 characters lists everything (spec: search starts at 3).
  if (search.length >= MIN_SEARCH) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or(['m.name', 'm.merchant_id', 'm.company_name', 'm.url'].map((c) => eb(eb.ref(c as 'm.name'), 'ilike', like))));
  }
  return { data: await query.execute() };
}

export const merchantHandlers = defineHandlers('merchant', () => ({
  list: async ({ db, request }) => merchantList(db, (await requireUser(db, request)).id, ''),

  search: async ({ db, request }) => {
    const user = await requireUser(db, request);
    const search = (request.body as { search?: unknown } | undefined)?.search;
    return merchantList(db, user.id, typeof search === 'string' ? search.trim() : '');
  },

  status: async ({ db, request }) => {
    const user = await requireUser(db, request);
    let merchantId = merchantIdOf(request);
    if (merchantId === undefined) {
      const first = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', user.id)
        .orderBy('merchant_id').limit(1).executeTakeFirst();
      if (!first) return { step: 'create_merchant', data: { merchant_id: null, company_profile_id: null }, show: true };
      merchantId = first.merchant_id;
    }
    const { merchant } = await loadMerchantAccess(db, user.id, merchantId, 'settings', 'read');
    const step = merchant.onboarding_step;
    return {
      step,
      data: { merchant_id: merchant.id, company_profile_id: merchant.company_id },
      // 'done' (or any step past the four) hides the banner.
      show: (ONBOARDING_STEPS as readonly string[]).includes(step),
    };
  },

  addTrades: async ({ db, request }) => {
    await requireUser(db, request);
    const trades = tradesOf(String((request.query as { country?: unknown }).country ?? ''));
    if (!trades) throw badRequest([['country', 'Select a valid choice']]);
    return trades;
  },

  // One merchant being onboarded at a time: the user's unfinished onboarding refuses another.
  add: async ({ db, request }) => {
    const user = await requireUser(db, request);
    const body = storedValues(MERCHANT_ADD_STORE, request.body).values as Record<string, unknown> & Addition;
    const allowed = new Set(tradesOf(body.country)!.choices.map((c) => c.value));
    if ((body.trade_classification ?? []).some((v) => !allowed.has(v))) throw badRequest([['trade_classification', 'Select a valid choice']]);
    const address = ['address_line_1', 'street', 'building', 'appartment', 'community', 'zip_code'].map((k) => body[k]).filter((v) => typeof v === 'string' && v).join(', ');
    const pending = await db.selectFrom('onboardings').select('activation').where('user_id', '=', user.id)
      .orderBy('activation').orderBy('merchant_id', 'desc').limit(1).executeTakeFirst();
    if (pending && !pending.activation) throw badRequest('Finish the onboarding of your merchant first');
    const merchant = await createOnboardingMerchant(db, user.id, { ...body, address }, body);
    return { merchant, redirect: '/onboarding' };
  },
}));
