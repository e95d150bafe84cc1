// Handlers of the onboarding calls (schemas/endpoints/onboarding.json; spec 000 s.2.7, s.7 'Merchant
// and onboarding'): info, steps, merchant_creation, finance_settings, activation and its tariff
// approval (POST /merchant/add/ and its trade choices are calls of merchant.json).
// The user's onboarding is the one unfinished row of `onboardings`; {merchant} calls check the
// merchant's settings privilege like every merchant call (the file's access), then that the merchant
// is being onboarded. Each writing call's changes are one transaction (call.db).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { storedValues } from '../forms/form-store.ts';
import { COUNTRY_CURRENCIES, createOnboardingMerchant, ONBOARDING_CREATION_STORE } from './create-merchant.ts';
import { TARIFFS } from './tariffs.ts';

export const STEPS = ['merchant_creation', 'identification', 'finance_settings', 'activation'] as const;
type Step = (typeof STEPS)[number];
/** The registration step (hash route, merchant status) each onboarding step stands for. */
export const STEP_ROUTES: Record<Step, string> = {
  merchant_creation: 'create_merchant', identification: 'upload_docs', finance_settings: 'finance_settings', activation: 'sign_contract',
};
const PREVIOUS_FIRST = 'Complete the previous step first';

type Onboarding = Selectable<Database['onboardings']>;

type Creation = { country: string; url: string; jurtype: string; company_name: string; reg_number: string; brand_name: string; address: string; phone: string };

export function stepsMap(o: Onboarding | undefined): Record<Step, boolean> {
  return { merchant_creation: Boolean(o), identification: Boolean(o?.identification), finance_settings: Boolean(o?.finance_settings), activation: Boolean(o?.activation) };
}

const currentStep = (steps: Record<Step, boolean>): Step | null => STEPS.find((s) => !steps[s]) ?? null;

/** The user's onboarding: the unfinished one, else the last finished (so a finished user sees all done). */
async function onboardingOf(db: Kysely<Database>, userId: number): Promise<Onboarding | undefined> {
  return db.selectFrom('onboardings').selectAll().where('user_id', '=', userId)
    .orderBy('activation').orderBy('merchant_id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Without an onboarding of their own, /onboarding shows an unfinished one of a merchant the user was
 * given access to (a person invited to pass identification for it). Creating merchants and
 * show_onboarding read the user's own only.
 */
async function invitedOnboarding(db: Kysely<Database>, userId: number): Promise<Onboarding | undefined> {
  return db.selectFrom('onboardings as o')
    .innerJoin('merchant_users as mu', (j) => j.onRef('mu.merchant_id', '=', 'o.merchant_id').on('mu.user_id', '=', userId).on('mu.view', '=', 'settings'))
    .selectAll('o').where('o.activation', '=', false).orderBy('o.merchant_id', 'desc').limit(1).executeTakeFirst();
}

/** The onboarding of a {merchant} the user may edit (requireMerchant ran), else 404. */
async function onboardingOfMerchant(db: Kysely<Database>, merchantId: number): Promise<Onboarding> {
  const o = await db.selectFrom('onboardings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!o) throw notFound();
  return o;
}

async function editsSettings(db: Kysely<Database>, userId: number, merchantId: number): Promise<boolean> {
  const row = await db.selectFrom('merchant_users').select('level')
    .where('user_id', '=', userId).where('merchant_id', '=', merchantId).where('view', '=', 'settings').executeTakeFirst();
  return row?.level === 'edit';
}

async function hasMerchants(db: Kysely<Database>, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst());
}

const activationView = (o: Onboarding) => ({
  status: o.activation ? 'active' : o.finance_settings ? 'pending' : 'locked',
  need_tariffs_approved: !o.activation,
  tariffs: TARIFFS,
});

export const onboardingHandlers = defineHandlers('onboarding', () => ({
  info: async ({ db, request }) => {
    const userId = request.auth!.userId;
    const own = await onboardingOf(db, userId);
    const o = own ?? await invitedOnboarding(db, userId);
    const steps = stepsMap(o);
    // A user who has merchants and no onboarding of their own under way has nothing to do here.
    const show = own ? !own.activation : !(await hasMerchants(db, userId));
    // An invited person may only read the merchant's settings: the page tells them who completes the rest.
    const canEdit = own !== undefined || (o !== undefined && await editsSettings(db, userId, o.merchant_id));
    return { show_onboarding: show, steps, current_step: currentStep(steps), current_merchant: { id: o?.merchant_id ?? null, can_edit: canEdit }, choices: { steps: STEPS } };
  },

  steps: async ({ db, request }) => {
    const userId = request.auth!.userId;
    const steps = stepsMap((await onboardingOf(db, userId)) ?? await invitedOnboarding(db, userId));
    const current = currentStep(steps);
    return {
      steps: STEPS.map((name) => ({ name, route: STEP_ROUTES[name], done: steps[name], state: steps[name] ? 'done' : name === current ? 'open' : 'locked' })),
      done: STEPS.filter((s) => steps[s]).length,
      total: STEPS.length,
    };
  },

  merchantCreation: async ({ db, request }) => {
    const o = await onboardingOf(db, request.auth!.userId);
    return o ? { ...o.form_values, merchant: o.merchant_id } : { country: 'GE', merchant: null };
  },

  // The form store reads the body (storedValues: the form's rules, undeclared keys refused, card numbers masked in free text).
  merchantCreationSave: async ({ db, request }) => {
    const userId = request.auth!.userId;
    const body = storedValues(ONBOARDING_CREATION_STORE, request.body).values as Record<string, unknown> & Creation;
    const o = await onboardingOf(db, userId);
    if (o && !o.activation) {
      // The step again before activation: the same merchant and company take the new values.
      const m = await db.updateTable('merchants').set({ name: body.brand_name, url: body.url, company_name: body.company_name, country: body.country })
        .where('id', '=', o.merchant_id).returning('company_id').executeTakeFirstOrThrow();
      if (m.company_id !== null) {
        await db.updateTable('companies').set({ company_name: body.company_name, country: body.country, jurtype: body.jurtype, entity_value: body.reg_number, registration_address: body.address, phone: body.phone })
          .where('id', '=', m.company_id).execute();
      }
      await db.updateTable('onboardings').set({ form_values: JSON.stringify(body), updated_at: new Date() }).where('merchant_id', '=', o.merchant_id).execute();
      return { merchant: o.merchant_id };
    }
    const merchant = await createOnboardingMerchant(db, userId, { ...body, name: body.brand_name }, body);
    return { merchant };
  },

  financeSettings: async (call) => {
    const { db } = call;
    const { merchant } = call.access;
    const o = await onboardingOfMerchant(db, merchant.id);
    const { iban } = call.body as { iban: string };
    if (!o.identification) throw badRequest(PREVIOUS_FIRST);
    if (o.activation) throw badRequest('Onboarding is already complete');
    const normalized = iban.replace(/\s+/g, '').toUpperCase();
    await db.updateTable('onboardings').set({ iban: normalized, finance_settings: true, updated_at: new Date() }).where('merchant_id', '=', merchant.id).execute();
    await db.updateTable('merchants').set({ onboarding_step: 'sign_contract' }).where('id', '=', merchant.id).execute();
    return { iban: normalized };
  },

  activation: async ({ db, access }) => activationView(await onboardingOfMerchant(db, access.merchant.id)),

  tariffApprove: async (call) => {
    const { db } = call;
    const { merchant } = call.access;
    const o = await onboardingOfMerchant(db, merchant.id);
    // The approval form (its checkbox) is checked when read: 400 naming the field.
    void call.body;
    if (!o.finance_settings) throw badRequest(PREVIOUS_FIRST);
    if (o.activation) return activationView(o);
    const done = await db.updateTable('onboardings').set({ activation: true, updated_at: new Date() }).where('merchant_id', '=', merchant.id).returningAll().executeTakeFirstOrThrow();
    await db.updateTable('merchants').set({ status: 'active', onboarding_step: 'done', currencies: JSON.stringify(COUNTRY_CURRENCIES[merchant.country] ?? ['USD']) })
      .where('id', '=', merchant.id).execute();
    if (merchant.company_id !== null) await db.updateTable('companies').set({ status: 'active' }).where('id', '=', merchant.company_id).execute();
    return activationView(done);
  },
}));
