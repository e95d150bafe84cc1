// Every form whose save stores a record, one registry: the generic round-trip test
// (tests/api/form-stores.test.ts) submits each with a value for every field its file declares and
// reads it back; tests/unit/server/formStores.test.ts fails naming any field one would not store.
import { INDIVIDUAL_STORES } from '../companies/individual-fields.ts';
import { COMPANY_BASIC_STORE } from '../companies/company-routes.ts';
import { FINANCIAL_STORES } from '../settings/merchants/financial.ts';
import { GOOGLE_PAY_STORE } from '../settings/merchants/payment-methods.ts';
import { PERMISSION_STORES } from '../settings/merchants/permissions.ts';
import { SECTIONS } from '../settings/merchants/sections.ts';
import { ONBOARDING_CREATION_STORE } from '../onboarding/create-merchant.ts';
import { PERSONAL_STORE } from '../settings/personal.ts';
import type { FormStore } from './form-store.ts';

export const FORM_STORES: readonly FormStore[] = [
  ...Object.values(SECTIONS),
  FINANCIAL_STORES.create, FINANCIAL_STORES.edit,
  GOOGLE_PAY_STORE,
  PERMISSION_STORES.add, PERMISSION_STORES.edit,
  COMPANY_BASIC_STORE,
  ...Object.values(INDIVIDUAL_STORES),
  PERSONAL_STORE,
  ONBOARDING_CREATION_STORE,
];

/**
 * Forms whose save has a GET at its own path but runs an action rather than storing the record that
 * GET reads (the GET gives the form its choices or state). Any other such form needs a store.
 */
export const ACTION_FORMS: Readonly<Record<string, string>> = {
  merchant_permission_copy: 'copies privileges between merchants (the GET lists the choices)',
  mfa_setup: 'turns two-step verification on (the GET gives the secret)',
  payment_capture: 'a payment action', payment_refund: 'a payment action', payment_manual_recurring: 'a payment action',
  landing_add: 'creates a landing (the GET gives the merchants and types)',
  landing_clone: 'copies a landing in a chosen language',
  landing_remove: 'deletes a landing with a reason',
  landing_settings: 'a landing wizard step: server/landings/steps.ts checks it with this file and keeps it in the landing (tests/api/landings.test.ts reads it back)',
  landing_finance: 'a landing wizard step: server/landings/steps.ts checks it with this file and keeps it in the landing (tests/api/landings.test.ts reads it back)',
  landing_contacts: 'a landing wizard step: server/landings/steps.ts checks it with this file and keeps it in the landing (tests/api/landings.test.ts reads it back)',
  dashboard_widgets: "chooses a category's active widgets: server/dashboard/config-store.ts keeps them per user and merchant (the GET gives the choices)",
  qr_logo: "uploads the merchant's QR logo: server/links/qr-logo.ts checks and keeps the image (the GET gives the current one)",
  design_configuration: 'sends the configuration as a JSON string (spec 001 s.7): server/designs/configuration.ts refuses a key this form does not declare and stores the whole document',
};
