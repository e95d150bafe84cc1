// Errors a handler throws to answer with a contract status and body (docs/architecture.md).
export class HttpError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>, readonly headers: Record<string, string> = {}) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

export const badRequest = (error: string | Array<[string, string]>, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { error, ...extra });
export const unauthorized = () => new HttpError(401, { error: 'Authentication required', auth: false });
export const forbidden = () => new HttpError(403, { error: 'Permission denied' });
export const notFound = () => new HttpError(404, { error: 'Not found' });
export const demoMode = () => new HttpError(409, { demo_mode: true, error: 'You are still in DEMO mode' });
export const throttled = (seconds: number, error = `Too many attempts. Try again in ${seconds} seconds.`) =>
  new HttpError(429, { error }, { 'retry-after': String(seconds) });
/** More password hashes waiting than the process takes on (server/security/password.ts). */
export const busy = () => new HttpError(503, { error: 'The server is busy. Try again in a few seconds.' }, { 'retry-after': '5' });
