// Idempotency-Key of a modal whose file says `"idempotent": true`: one random key per opened
// modal, sent with its form's call, so a retry after a lost reply (no answer, 5xx) is done once by
// the server. A reply that says the request was handled (2xx, 4xx) spends the key: the next
// submit (e.g. a corrected amount) is a new request and gets a new key.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the reply shows the server handled the request, so its key may not be reused for another body. */
export function keySpent(status: number): boolean {
  return status >= 200 && status < 500;
}
