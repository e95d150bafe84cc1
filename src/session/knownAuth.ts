// The session as last read by a navigation (src/router/shellData.ts loadAuth): known until a call
// answers 401 or a call changes state (pipelineListeners.ts forgets it), so a page switch or any
// other navigation in between makes no /account/check_auth/ call. No imports: the store's
// middleware and the router both reach it.
let known: unknown;

export const knownAuth = <T>(): T | undefined => known as T | undefined;

export function rememberAuth(auth: unknown): void {
  known = auth;
}

/** The next navigation reads the session again. */
export function forgetAuth(): void {
  known = undefined;
}
