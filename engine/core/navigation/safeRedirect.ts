// Redirect targets outside the product's own origin are not accepted: fall back to the root
// (spec 000 section 5). Returns a path (+ query + hash) for the router.
export function safeRedirect(target: string | null | undefined, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  if (!target) return '/';
  if (target.startsWith('//') || target.startsWith('/\\')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}` || '/';
  } catch {
    return '/';
  }
}
