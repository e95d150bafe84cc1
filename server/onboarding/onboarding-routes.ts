// Onboarding calls (spec 000 s.2.7, s.7 'Merchant and onboarding'): info, steps, merchant_creation,
// finance_settings, activation and its tariff approval, POST /merchant/add/ and its trade choices.
// The user's onboarding is the one unfinished row of `onboardings`; {merchant} calls check the
// merchant's settings privilege like every merchant call, then that the merchant is being onboarded.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { validateDeclaredBody } from '../http/validate-body.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { storedValues, type FormStore } from '../forms/form-store.ts';
import { COUNTRY_CURRENCIES, createOnboardingMerchant } from './create-merchant.ts';
import { TARIFFS } from './tariffs.ts';
import { tradesOf } from './trades.ts';

export const STEPS = ['merchant_creation', 'identification', 'finance_settings', 'activation'] as const;
type Step = (typeof STEPS)[number];
/** The registration step (hash route, merchant status) each onboarding step stands for. */
export const STEP_ROUTES: Record<Step, string> = {
  merchant_creation: 'create_merchant', identification: 'upload_docs', finance_settings: 'finance_settings', activation: 'sign_contract',
};
const PREVIOUS_FIRST = 'Complete the previous step first';

type Onboarding = Selectable<Database['onboardings']>;

/** The creation forms keep every value in onboardings.form_values, read back by GET merchant_creation
 * (storedValues refuses an undeclared key and masks card numbers in free text). */
export const ONBOARDING_CREATION_STORE: FormStore = { form: 'onboarding_merchant_creation', load: 'onboarding.merchantCreation', columns: {}, values: 'onboardings.form_values' };
const MERCHANT_ADD_STORE: FormStore = { ...ONBOARDING_CREATION_STORE, form: 'merchant_add' };

type Creation = { country: string; url: string; jurtype: string; company_name: string; reg_number: string; brand_name: string; address: string; phone: string };
type Addition = { country: string; jurtype: string; company_name: string; reg_number: string; url: string; name: string; phone: string; trade_classification?: string[] };

export function stepsMap(o: Onboarding | undefined): Record<Step, boolean> {
  return { merchant_creation: Boolean(o), identification: Boolean(o?.identification), finance_settings: Boolean(o?.finance_settings), activation: Boolean(o?.activation) };
}

const currentStep = (steps: Record<Step, boolean>): Step | null => STEPS.find((s) => !steps[s]) ?? null;

/** The user's onboarding: the unfinished one, else the last finished (so a finished user sees all done). */
async function onboardingOf(db: Db, userId: number): Promise<Onboarding | undefined> {
  return db.selectFrom('onboardings').selectAll().where('user_id', '=', userId)
    .orderBy('activation').orderBy('merchant_id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Without an onboarding of their own, /onboarding shows an unfinished one of a merchant the user was
 * given access to (a person invited to pass identification for it). Creating merchants and
 * show_onboarding read the user's own only.
 */
async function invitedOnboarding(db: Db, userId: number): Promise<Onboarding | undefined> {
  return db.selectFrom('onboardings as o')
    .innerJoin('merchant_users as mu', (j) => j.onRef('mu.merchant_id', '=', 'o.merchant_id').on('mu.user_id', '=', userId).on('mu.view', '=', 'settings'))
    .selectAll('o').where('o.activation', '=', false).orderBy('o.merchant_id', 'desc').limit(1).executeTakeFirst();
}

/** The onboarding of a {merchant} the user may edit (requireMerchant ran), else 404. */
async function onboardingOfMerchant(db: Db, merchantId: number): Promise<Onboarding> {
  const o = await db.selectFrom('onboardings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!o) throw notFound();
  return o;
}

async function editsSettings(db: Db, userId: number, merchantId: number): Promise<boolean> {
  const row = await db.selectFrom('merchant_users').select('level')
    .where('user_id', '=', userId).where('merchant_id', '=', merchantId).where('view', '=', 'settings').executeTakeFirst();
  return row?.level === 'edit';
}

async function hasMerchants(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst());
}

const activationView = (o: Onboarding) => ({
  status: o.activation ? 'active' : o.finance_settings ? 'pending' : 'locked',
  need_tariffs_approved: !o.activation,
  tariffs: TARIFFS,
});

export function onboardingRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/onboarding/info/', async (request) => {
    const user = await requireUser(db, request);
    const own = await onboardingOf(db, user.id);
    const o = own ?? await invitedOnboarding(db, user.id);
    const steps = stepsMap(o);
    // A user who has merchants and no onboarding of their own under way has nothing to do here.
    const show = own ? !own.activation : !(await hasMerchants(db, user.id));
    // An invited person may only read the merchant's settings: the page tells them who completes the rest.
    const canEdit = own !== undefined || (o !== undefined && await editsSettings(db, user.id, o.merchant_id));
    return { show_onboarding: show, steps, current_step: currentStep(steps), current_merchant: { id: o?.merchant_id ?? null, can_edit: canEdit }, choices: { steps: STEPS } };
  });

  app.get('/merchant/onboarding/steps/', async (request) => {
    const user = await requireUser(db, request);
    const steps = stepsMap((await onboardingOf(db, user.id)) ?? await invitedOnboarding(db, user.id));
    const current = currentStep(steps);
    return {
      steps: STEPS.map((name) => ({ name, route: STEP_ROUTES[name], done: steps[name], state: steps[name] ? 'done' : name === current ? 'open' : 'locked' })),
      done: STEPS.filter((s) => steps[s]).length,
      total: STEPS.length,
    };
  });

  app.get('/merchant/onboarding/merchant_creation/', async (request) => {
    const user = await requireUser(db, request);
    const o = await onboardingOf(db, user.id);
    return o ? { ...o.form_values, merchant: o.merchant_id } : { country: 'GE', merchant: null };
  });

  app.post('/merchant/onboarding/merchant_creation/', async (request) => {
    const user = await requireUser(db, request);
    const body = storedValues(ONBOARDING_CREATION_STORE, request.body).values as Record<string, unknown> & Creation;
    const o = await onboardingOf(db, user.id);
    return db.transaction().execute(async (trx) => {
      if (o && !o.activation) {
        // The step again before activation: the same merchant and company take the new values.
        const m = await trx.updateTable('merchants').set({ name: body.brand_name, url: body.url, company_name: body.company_name, country: body.country })
          .where('id', '=', o.merchant_id).returning('company_id').executeTakeFirstOrThrow();
        if (m.company_id !== null) {
          await trx.updateTable('companies').set({ company_name: body.company_name, country: body.country, jurtype: body.jurtype, entity_value: body.reg_number, registration_address: body.address, phone: body.phone })
            .where('id', '=', m.company_id).execute();
        }
        await trx.updateTable('onboardings').set({ form_values: JSON.stringify(body), updated_at: new Date() }).where('merchant_id', '=', o.merchant_id).execute();
        return { merchant: o.merchant_id };
      }
      const merchant = await createOnboardingMerchant(trx, user.id, { ...body, name: body.brand_name }, body);
      return { merchant };
    });
  });

  app.post<{ Params: { merchant: string } }>('/merchant/onboarding/:merchant/finance_settings/', { preHandler: requireMerchant(db, 'settings', 'edit') }, async (request) => {
    const { merchant } = request.merchantAccess!;
    const o = await onboardingOfMerchant(db, merchant.id);
    const { iban } = validateDeclaredBody<{ iban: string }>('onboarding_finance', request.body);
    if (!o.identification) throw badRequest(PREVIOUS_FIRST);
    if (o.activation) throw badRequest('Onboarding is already complete');
    const normalized = iban.replace(/\s+/g, '').toUpperCase();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('onboardings').set({ iban: normalized, finance_settings: true, updated_at: new Date() }).where('merchant_id', '=', merchant.id).execute();
      await trx.updateTable('merchants').set({ onboarding_step: 'sign_contract' }).where('id', '=', merchant.id).execute();
    });
    return { iban: normalized };
  });

  app.get<{ Params: { merchant: string } }>('/merchant/onboarding/:merchant/activation/', { preHandler: requireMerchant(db, 'settings', 'read') }, async (request) => {
    return activationView(await onboardingOfMerchant(db, request.merchantAccess!.merchant.id));
  });

  app.post<{ Params: { merchant: string } }>('/merchant/onboarding/:merchant/activation/tariff/approve/', { preHandler: requireMerchant(db, 'settings', 'edit') }, async (request) => {
    const { merchant } = request.merchantAccess!;
    const o = await onboardingOfMerchant(db, merchant.id);
    validateDeclaredBody('onboarding_tariffs', request.body);
    if (!o.finance_settings) throw badRequest(PREVIOUS_FIRST);
    if (o.activation) return activationView(o);
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('onboardings').set({ activation: true, updated_at: new Date() }).where('merchant_id', '=', merchant.id).returningAll().executeTakeFirstOrThrow();
      await trx.updateTable('merchants').set({ status: 'active', onboarding_step: 'done', currencies: JSON.stringify(COUNTRY_CURRENCIES[merchant.country] ?? ['USD']) })
        .where('id', '=', merchant.id).execute();
      if (merchant.company_id !== null) await trx.updateTable('companies').set({ status: 'active' }).where('id', '=', merchant.company_id).execute();
      return row;
    });
    return activationView(done);
  });

  app.get<{ Querystring: { country?: string } }>('/merchant/add/choices/trades/', async (request) => {
    await requireUser(db, request);
    const trades = tradesOf(String(request.query.country ?? ''));
    if (!trades) throw badRequest([['country', 'Select a valid choice']]);
    return trades;
  });

  app.post('/merchant/add/', async (request) => {
    const user = await requireUser(db, request);
    const body = storedValues(MERCHANT_ADD_STORE, request.body).values as Record<string, unknown> & Addition;
    const allowed = new Set(tradesOf(body.country)!.choices.map((c) => c.value));
    if ((body.trade_classification ?? []).some((v) => !allowed.has(v))) throw badRequest([['trade_classification', 'Select a valid choice']]);
    const address = ['address_line_1', 'street', 'building', 'appartment', 'community', 'zip_code'].map((k) => body[k]).filter((v) => typeof v === 'string' && v).join(', ');
    const pending = await onboardingOf(db, user.id);
    if (pending && !pending.activation) throw badRequest('Finish the onboarding of your merchant first');
    const merchant = await db.transaction().execute((trx) => createOnboardingMerchant(trx, user.id, { ...body, address }, body));
    return { merchant, redirect: '/onboarding' };
  });
}
