// Calls asked before the app's code has loaded. The entry (src/main.tsx) asks the calls every
// navigation starts with while the browser is still fetching the app's 80-odd files; the app's
// first call to the same address (baseQuery) then takes that reply instead of asking again. A cold
// page otherwise asked them only once all its code had run. Only the app's first call to an address
// takes its reply, and only within EARLY_REPLY_MS of the first early call; after that every call
// asks anew, so a session or list read at start-up is never taken for a later one. It imports
// nothing else of the app: the entry chunk carries it.
import { API_BASE } from './apiBase';

export const EARLY_REPLY_MS = 10_000;

const waiting = new Map<string, Promise<Response>>();
/** Addresses the app has called (GET) while early replies may be taken: not asked early again. */
const called = new Set<string>();
let closesAt: number | undefined;

const addressOf = (path: string) => new URL(`${API_BASE}${path}`, window.location.href).href;
const isOpen = () => closesAt !== undefined && Date.now() < closesAt;

/** Asks `path` (under /api/v2, with its query) now, unless the app has; the reply waits for the app's first call to it. */
export function callEarly(path: string): Promise<Response> | undefined {
  closesAt ??= Date.now() + EARLY_REPLY_MS;
  const address = addressOf(path);
  if (!isOpen() || called.has(address)) return undefined;
  const reply = fetch(address, { credentials: 'same-origin' });
  waiting.set(address, reply);
  return reply;
}

/** The early reply for `request`: the app's first GET of an address asked early, in time. */
export function takeEarlyReply(request: Request): Promise<Response> | undefined {
  if (!isOpen()) {
    waiting.clear();
    called.clear();
    return undefined;
  }
  if (request.method !== 'GET') return undefined;
  called.add(request.url);
  const reply = waiting.get(request.url);
  waiting.delete(request.url);
  return reply;
}
