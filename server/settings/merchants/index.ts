// Merchant settings (spec 002 s.2 and s.7 "Merchant settings"): the handlers of
// schemas/endpoints/merchantsettings.json, every call under /merchant/{merchant}/ with per-merchant
// privileges (settings read/edit; permissions read/edit for access rights), one part file per tab.
import { defineHandlers } from '../../http/handler-types.ts';
import { contractCalls } from './contract.ts';
import { financialCalls } from './financial.ts';
import { logoCalls } from './logo.ts';
import { merchantCalls } from './merchant-routes.ts';
import { paymentMethodCalls } from './payment-methods.ts';
import { permissionCalls } from './permissions.ts';
import { sectionCalls } from './sections.ts';

export const merchantSettingsHandlers = defineHandlers('merchantsettings', (deps) => ({
  ...merchantCalls(), ...sectionCalls(), ...logoCalls(), ...financialCalls(), ...contractCalls(), ...paymentMethodCalls(deps), ...permissionCalls(deps),
  // The merchant settings root (spec 002 section 7): the merchant's profile and the caller's privileges.
  info: ({ access: { merchant: m, privileges } }) => ({
    id: m.id, merchant_id: m.merchant_id, name: m.name, url: m.url, company_name: m.company_name, status: m.status,
    country: m.country, currencies: m.currencies, has_multiparty: m.has_multiparty, has_moto: m.has_moto, privileges,
  }),
}));
