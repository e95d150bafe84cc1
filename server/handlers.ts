// Every handler module: one per endpoint file (schemas/endpoints/<group>.json) whose calls it serves.
// The route layer binds them by call id (server/http/declared-routes.ts).
import { accountHandlers } from './account/handlers.ts';
import { buttonHandlers } from './buttons/handlers.ts';
import { devHandlers } from './dev/handlers.ts';
import { companyHandlers } from './companies/index.ts';
import type { HandlerModule } from './http/handler-types.ts';
import { landingHandlers } from './landings/handlers.ts';
import { cashboxHandlers } from './cashbox/handlers.ts';
import { linkHandlers } from './links/handlers.ts';
import { localizationHandlers } from './public/localization.ts';
import { saasHandlers } from './public/saas.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { payoutHandlers } from './payouts/handlers.ts';
import { disputeHandlers } from './disputes/handlers.ts';
import { promocodeHandlers } from './promocodes/handlers.ts';
import { settingsHandlers } from './settings/handlers.ts';
import { merchantSettingsHandlers } from './settings/merchants/index.ts';
import { solutionsHandlers } from './moto/handlers.ts';

export const handlerModules: HandlerModule[] = [accountHandlers, settingsHandlers, saasHandlers, localizationHandlers, devHandlers, buttonHandlers, paymentHandlers, disputeHandlers, promocodeHandlers, cashboxHandlers, payoutHandlers, solutionsHandlers, linkHandlers, merchantSettingsHandlers, companyHandlers, landingHandlers];
