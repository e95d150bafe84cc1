// The error catalogue of spec 000 section 8 as one pure decision: what a reply means for the app.
import { isErrorModel } from '../errorModel';

export type PipelineDecision =
  | 'success'
  | 'demoMode' // modal offering to register a merchant; the caller gets the error
  | 'logout' // 401, or a reply saying auth false: end the session, then sign in again
  | 'errorPage' // /error/{status}
  | 'ignore' // status 0: aborted or offline
  | 'caller' // an error model (e.g. 400 form errors): the caller shows it
  | 'alert'; // anything else: 'Something bad happened'

const ERROR_PAGE_STATUSES = new Set([403, 404, 500, 502, 503]);

function hasDemoMode(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'demo_mode' in data && Boolean(data.demo_mode);
}

function signedOut(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'auth' in data && data.auth === false;
}

export function decide(status: number, data: unknown): PipelineDecision {
  if (hasDemoMode(data)) return 'demoMode';
  if (status === 401 || signedOut(data)) return 'logout';
  if (ERROR_PAGE_STATUSES.has(status)) return 'errorPage';
  if (status === 0) return 'ignore';
  if (status === 400 || isErrorModel(data)) return 'caller';
  if (status >= 200 && status < 300) return 'success';
  return 'alert';
}
