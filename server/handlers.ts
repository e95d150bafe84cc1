// Every handler module: one per endpoint file (schemas/endpoints/<group>.json) whose calls it serves.
// The route layer binds them by call id (server/http/declared-routes.ts).
import { accountHandlers } from './account/handlers.ts';
import { buttonHandlers } from './buttons/handlers.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { devHandlers } from './dev/handlers.ts';
import { companyHandlers } from './companies/index.ts';
import type { HandlerModule } from './http/handler-types.ts';
import { designHandlers } from './designs/handlers.ts';
import { landingHandlers } from './landings/handlers.ts';
import { cashboxHandlers } from './cashbox/handlers.ts';
import { identificationHandlers } from './identity/handlers.ts';
import { linkHandlers } from './links/handlers.ts';
import { localizationHandlers } from './public/localization.ts';
import { saasHandlers } from './public/saas.ts';
import { onboardingHandlers } from './onboarding/handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { payoutHandlers } from './payouts/handlers.ts';
import { disputeHandlers } from './disputes/handlers.ts';
import { settlementHandlers } from './settlements/handlers.ts';
import { merchantHandlers } from './merchant/handlers.ts';
import { invoiceHandlers } from './reports/invoices/handlers.ts';
import { specialReportHandlers } from './reports/special/handlers.ts';
import { downloadHandlers } from './reports/downloads/handlers.ts';
import { savedViewHandlers } from './lists/saved-views-routes.ts';
import { promocodeHandlers } from './promocodes/handlers.ts';
import { settingsHandlers } from './settings/handlers.ts';
import { merchantSettingsHandlers } from './settings/merchants/index.ts';
import { solutionsHandlers } from './moto/handlers.ts';

export const handlerModules: HandlerModule[] = [accountHandlers, settingsHandlers, saasHandlers, localizationHandlers, devHandlers, buttonHandlers, paymentHandlers, disputeHandlers, settlementHandlers, merchantHandlers, invoiceHandlers, specialReportHandlers, downloadHandlers, savedViewHandlers, promocodeHandlers, cashboxHandlers, payoutHandlers, dashboardHandlers, onboardingHandlers, identificationHandlers, solutionsHandlers, linkHandlers, merchantSettingsHandlers, companyHandlers, landingHandlers, designHandlers];
