// Redirect targets outside the product's own origin are not accepted: fall back to the root
// (spec 000 section 5). Returns a path (+ query + hash) for the router.
// The target is resolved first (as the browser would: dot segments, %2e, tabs, backslashes) and the
// RESULT is checked: '/.//evil.com' resolves to the path '//evil.com', which a browser or router
// would read again as the host evil.com.
export function safeRedirect(target: string | null | undefined, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  if (!target || target.includes('\\')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
    return new URL(path, origin).origin === origin ? path : '/';
  } catch {
    return '/';
  }
}
