// Does a route pattern of schemas/routes.json (or a redirect's `from`) serve an address named in a
// schema file? The address may be a template (`/info/{id}/basic`, a redirect's `/info/:id`): a
// placeholder segment stands for any value, so it may meet a static segment too. Patterns are
// react-router's: static segments, `:param`, `:param?`, a trailing `*`; the catch-all `*` (the
// not-found page) serves nothing.
export interface RouteMatch {
  /** Some route lies under the address (a menu entry's `match` prefix). */
  prefix?: boolean;
  /** false: only routes count, not redirects (a redirect's target). */
  redirects?: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isPlaceholder = (s: string) => s.includes('{') || s.startsWith(':');

function fits(address: string[], pattern: string[], prefix: boolean, i = 0, j = 0): boolean {
  if (i === address.length && prefix) return true;
  if (j === pattern.length) return i === address.length;
  const p = pattern[j];
  if (p === '*') return true;
  if (p.startsWith(':') && p.endsWith('?') && fits(address, pattern, prefix, i, j + 1)) return true;
  if (i === address.length) return false;
  const a = address[i];
  const meets = p.startsWith(':') || a === p || isPlaceholder(a);
  return meets && fits(address, pattern, prefix, i + 1, j + 1);
}

export function routeServed(address: string, patterns: readonly string[], how: RouteMatch = {}): boolean {
  const wanted = segments(address.replace(/[?#].*$/, ''));
  return patterns.some((p) => p !== '*' && fits(wanted, segments(p), how.prefix ?? false));
}
