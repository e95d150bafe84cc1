// The checkout form's own CSRF token (the payer has no portal session): a random idempotency key and
// the time the page was issued, signed for one kind and reference. The key is what makes a double
// submit pay once; the signature stops a page elsewhere from posting a form the server never issued.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A page older than this must be reloaded before paying (a submit of a paid key still shows its result). */
export const FORM_MAX_AGE_MS = 2 * 60 * 60 * 1000;

const mac = (secret: string, kind: string, ref: string, key: string, issued: number) =>
  createHmac('sha256', secret).update(`checkout-form\n${kind}\n${ref}\n${key}\n${issued}`).digest('base64url');

export function issueFormToken(secret: string, kind: string, ref: string, now = Date.now()): string {
  const key = randomBytes(18).toString('base64url');
  return `${key}.${now}.${mac(secret, kind, ref, key, now)}`;
}

/** The key and issue time of a token signed for this kind and reference, else null. */
export function readFormToken(secret: string, kind: string, ref: string, token: string): { key: string; issued: number } | null {
  const m = /^([A-Za-z0-9_-]{24})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, kind, ref, m[1], Number(m[2])));
  const actual = Buffer.from(m[3]);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { key: m[1], issued: Number(m[2]) } : null;
}
