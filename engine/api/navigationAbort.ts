// Spec 000 section 2.1, step 1: every navigation aborts the requests still pending from the last page.
let controller = new AbortController();

export function abortPendingRequests(): void {
  controller.abort();
  controller = new AbortController();
}

export function navigationSignal(): AbortSignal {
  return controller.signal;
}
