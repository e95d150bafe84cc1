// A `next` address is followed only when it stays on our own origin; anything else goes to the root.
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The sign-in address that returns to `address` afterwards. */
export function loginAddress(address: string): string {
  return `/account/login?next=${encodeURIComponent(address)}`;
}
