// The engine's lean entry, for a page that must load little (the sign-in page, src/signin): the
// lite form renderer, calls without RTK Query and what they need. Nothing here imports RTK Query,
// rjsf, the router or i18next (engine/index.ts re-exports engine/api, whose generated endpoints do).
// Also the early calls of the app's entry (src/startCalls.ts).
export { readCookie } from './api/cookies';
export { callEarly } from './api/earlyReplies';
export { plainCaller, type CallTable, type PlainCall, type PlainReply } from './api/plainCall';
export { safeRedirect } from './core/navigation/safeRedirect';
export type { FormFile } from './core/schema/formFile';
export { showAlert, type AlertVariant } from './feedback/alerts';
export { SOMETHING_BAD_HAPPENED } from './feedback/failureMessage';
export { AuthCard } from './form/AuthCard';
export { LiteForm } from './form/lite/LiteForm';
export { liteProblem } from './form/lite/liteSupport';
export type { LiteReply } from './form/lite/submitLite';
export type { PrecompiledValidate } from './form/validateData';
export { useDropdownModal } from './modal/useDropdownModal';
