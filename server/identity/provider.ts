// The identity provider as the portal sees it: create a session for a person, read its result.
// The stand-in (server/identity-provider/) speaks this HTTP protocol; a real provider plugs in by
// configuration (IDENTITY_URL, IDENTITY_API_KEY) or by an adapter of the same shape.
import { HttpError } from '../http/errors.ts';

export type IdentityResult = 'pending' | 'passed' | 'failed';

export type IdentityProvider = {
  /** Origin of the frame: the portal's CSP frame-src and the only origin whose messages count. */
  origin: string;
  /** `reference` is ours, opaque to the provider (merchant and person). */
  createSession(reference: string): Promise<{ session_token: string; frame_url: string }>;
  /** null: the provider knows no such session (unknown or expired). */
  result(sessionToken: string): Promise<IdentityResult | null>;
};

const TIMEOUT_MS = 10_000;
const unavailable = () => new HttpError(502, { error: 'The identity service is not available. Try again later.' });

/** A provider reached over HTTP with a bearer key: POST /api/sessions, GET /api/sessions/{token}. */
export function httpIdentityProvider(url: string, apiKey: string): IdentityProvider {
  const base = url.replace(/\/+$/, '');
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${base}${path}`, {
        ...init, signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      });
    } catch {
      throw unavailable();
    }
  };
  return {
    origin: new URL(base).origin,
    async createSession(reference) {
      const res = await call('/api/sessions', { method: 'POST', body: JSON.stringify({ reference }) });
      const data = res.ok ? await res.json().catch(() => null) as { session_token?: unknown; frame_url?: unknown } | null : null;
      if (typeof data?.session_token !== 'string' || typeof data.frame_url !== 'string') throw unavailable();
      // The frame must come from the configured origin, or the portal would neither frame it nor trust its messages.
      if (new URL(data.frame_url).origin !== new URL(base).origin) throw unavailable();
      return { session_token: data.session_token, frame_url: data.frame_url };
    },
    async result(token) {
      const res = await call(`/api/sessions/${encodeURIComponent(token)}`);
      if (res.status === 404) return null;
      const data = res.ok ? await res.json().catch(() => null) as { status?: unknown } | null : null;
      const status = data?.status;
      if (status !== 'pending' && status !== 'passed' && status !== 'failed') throw unavailable();
      return status;
    },
  };
}
