// The text of a failed call: the server's message, else the error's own text or status.
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  const e = error as { message?: string; data?: { error?: unknown }; error?: string; status?: unknown };
  if (typeof e.data?.error === 'string') return e.data.error;
  return e.message ?? e.error ?? `Request failed (${String(e.status ?? 'unknown')})`;
}
