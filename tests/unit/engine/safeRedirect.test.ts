// Open redirect after sign-in (issue 10 item 12): whatever `next` holds, the result is a path on
// the portal's own origin, also when read again by the browser or the router.
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../engine/core/navigation/safeRedirect';

const ORIGIN = 'https://portal.test';

/** Small seeded generator (mulberry32): the same 500 values on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = ['', '/', '//', '///', '/./', '/.//', '/..//', '/%2e//', '/%2E%2E//', '/./\\', '\\', '\\\\', '/\\', '\\/', '/\t/', '\t//',
  '/%2f', '/%5c', ' //', '/\n/', './/', '../', '%2f%2f', 'http:', 'https:', 'HTTPS:', 'javascript:', 'data:', '//@', '/a/../', '/././/'];
const MIDDLES = ['', '/', '//', '\\', '.', '..', '%2e', '@', ':', '\t'];
const HOSTS = ['evil.com', 'evil.com:443', 'user@evil.com', 'portal.test.evil.com', 'portal.test@evil.com', '127.0.0.1', '[::1]', 'alert(1)'];
const TAILS = ['', '/', '/path?x=1', '#frag', '/%2e%2e/', '?next=//evil.com'];

function generated(n: number): string[] {
  const next = rng(20261123);
  const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const out = new Set<string>(['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/./\\evil.com']);
  while (out.size < n) {
    const value = `${pick(PREFIXES)}${pick(MIDDLES)}${pick(HOSTS)}${pick(TAILS)}`;
    out.add(next() < 0.3 ? encodeURIComponent(value) : value);
  }
  return [...out];
}

/** Where a browser ends up when the router pushes `path` while on the login page. */
const landsOn = (path: string) => new URL(path, `${ORIGIN}/account/login?next=x`).origin;

describe('safeRedirect', () => {
  it('the reported values stay on the portal', () => {
    for (const next of ['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/./\\evil.com']) {
      const path = safeRedirect(next, ORIGIN);
      expect(path, next).toBe('/');
    }
  });

  it('500 generated values: every result is a single-slash path on the portal origin', () => {
    const values = generated(500);
    expect(values).toHaveLength(500);
    for (const next of values) {
      const path = safeRedirect(next, ORIGIN);
      expect(path.startsWith('/') && !path.startsWith('//'), `${JSON.stringify(next)} -> ${path}`).toBe(true);
      expect(path.includes('\\'), next).toBe(false);
      expect(landsOn(path), `${JSON.stringify(next)} -> ${path}`).toBe(ORIGIN);
    }
  });

  it('keeps the portal’s own paths, queries and fragments', () => {
    expect(safeRedirect('/transactions?x=1#top', ORIGIN)).toBe('/transactions?x=1#top');
    expect(safeRedirect('https://portal.test/a', ORIGIN)).toBe('/a');
    expect(safeRedirect('/a/./b/../c', ORIGIN)).toBe('/a/c');
    expect(safeRedirect('/account/otp?next=%2Fpayments', ORIGIN)).toBe('/account/otp?next=%2Fpayments');
    expect(safeRedirect(null)).toBe('/');
  });
});
