// Public surface of the API layer: the base API, generated endpoints and hooks, types, error model.
export { baseApi } from './baseApi';
export { abortPendingRequests } from './navigationAbort';
export { readCookie } from './cookies';
export { errorText, isErrorModel, type ErrorModel } from './errorModel';
export { demoModeDetected, errorPageRequested, sessionExpired } from './pipeline/actions';
export type * from './types';
export * from '../../.generated/api';
