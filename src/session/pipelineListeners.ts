// The shell's side of the error pipeline (engine/api/pipeline): navigation on 401 and error statuses.
import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { createBrowserRouter } from 'react-router-dom';
import { accountApi, errorPageRequested, sessionExpired } from '../../engine/api';
import { LOGIN_PATH, loginAddress } from '../router/loginAddress';
import { forgetAuth } from './knownAuth';

type Router = ReturnType<typeof createBrowserRouter>;

export const pipelineListeners = createListenerMiddleware();

/** The address being opened (a pending navigation) or shown. */
function currentLocation(router: Router) {
  return router.state.navigation.location ?? router.state.location;
}

/** A failing call on the error page itself must not navigate there again and again. */
function navigateOnce(router: Router, to: string): void {
  if (currentLocation(router).pathname !== to) void router.navigate(to);
}

/** A settled call that may change the session (any mutation: sign-in, sign-out, two-step, profile). */
function isSettledMutation(action: UnknownAction): boolean {
  const meta = action.meta as { arg?: { type?: string }; requestStatus?: string } | undefined;
  return meta?.arg?.type === 'mutation' && (meta.requestStatus === 'fulfilled' || meta.requestStatus === 'rejected');
}

export function startPipelineListeners(router: Router): void {
  // The session is read once and known until a call answers 401 or a call changes state.
  pipelineListeners.startListening({
    predicate: (action) => sessionExpired.match(action) || isSettledMutation(action),
    effect: () => forgetAuth(),
  });
  pipelineListeners.startListening({
    actionCreator: sessionExpired,
    // Log out (spec 000 section 8), then sign in again: a reply saying auth false may come while the
    // server still holds the session, and the sign-in page sends a signed-in visitor straight back.
    // The browser's side ends when the shell leaves the signed-in layout (useEndSessionOnSignOut).
    effect: async (_action, api) => {
      const { pathname, search } = currentLocation(router);
      if (pathname === LOGIN_PATH) return;
      api.unsubscribe(); // one log-out for a burst of failing calls
      try {
        await api.dispatch(accountApi.endpoints.accountLogout.initiate());
      } finally {
        api.subscribe();
      }
      void router.navigate(loginAddress(`${pathname}${search}`));
    },
  });
  pipelineListeners.startListening({
    actionCreator: errorPageRequested,
    effect: (action) => navigateOnce(router, `/error/${action.payload}`),
  });
}
