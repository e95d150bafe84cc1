// index.html names the first page's code: the app's start chunks, then the layout's and page's at
// low priority, for a signed-in route asked with a session cookie.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import redirects from '../../schemas/redirects.json';
import routes from '../../schemas/routes.json';
import { firstPagePreloads, screenModule, SIGNED_IN } from '../../server/http/first-page-preloads.ts';
import { SIGNED_IN as PAGE_SIGNED_IN } from '../../src/router/preloadRoute';
import { createMerchant, createUser, startApp } from './helpers.ts';

const HTML = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/startApp.tsx': { file: 'assets/startApp.js', imports: ['_runtime.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/shell/main/MainLayout.tsx': { file: 'assets/MainLayout.js', imports: ['_react.js', '_mantine.js'] },
  '_mantine.js': { file: 'assets/mantine.js' },
  'engine/page/TabsPage.tsx': { file: 'assets/TabsPage.js', imports: ['_mantine.js', '_list.js'] },
  '_list.js': { file: 'assets/list.js' },
};

const dist = mkdtempSync(join(tmpdir(), 'preloads-'));
writeFileSync(join(dist, 'index.html'), HTML);
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The preloaded files in document order, low-priority ones marked. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin( fetchpriority="low")? href="\/assets\/([\w.]+)">/g)].map(([, low, file]) => (low ? `${file} (low)` : file));

describe('first page preloads', () => {
  const page = firstPagePreloads(dist, routes, redirects)!;

  it("a signed-in page: the app's start first, then its layout and page at low priority; the entry's own chunks are not repeated", () => {
    expect(preloads(page('/transactions/payments/all', true))).toEqual(['startApp.js', 'react.js', 'MainLayout.js (low)', 'mantine.js (low)', 'TabsPage.js (low)', 'list.js (low)']);
  });

  it('follows the redirect map (the short address of the payments page)', () => {
    expect(page('/transactions/payments', true)).toBe(page('/transactions/payments/all', true));
  });

  it("without a session cookie only the app's start: a visitor is sent to sign in", () => {
    expect(preloads(page('/transactions/payments/all', false))).toEqual(['startApp.js', 'react.js']);
  });

  it('leaves a visitor route as built (the lean sign-in page loads none of the app)', () => {
    expect(page('/account/login', true)).toBe(HTML);
  });

  it('is off for a build without a manifest', () => {
    const bare = mkdtempSync(join(tmpdir(), 'preloads-bare-'));
    writeFileSync(join(bare, 'index.html'), HTML);
    expect(firstPagePreloads(bare, routes, redirects)).toBeNull();
    rmSync(bare, { recursive: true, force: true });
  });

  it('frames the same routes with the signed-in layout as the page does', () => {
    expect([...SIGNED_IN].sort()).toEqual([...PAGE_SIGNED_IN].sort());
  });

  it('knows the module of every screen of the route table', () => {
    const missing = routes.map((r) => screenModule(r.screen)).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});

describe('the served page', () => {
  it('names the layout and page chunks once the user is signed in', async () => {
    const t = await startApp('pglite', { distDir: dist });
    try {
      const merchant = await createMerchant(t.db, 'Preloads');
      await createUser(t.db, { email: 'preloads@example.com', password: 'Preloads-1', merchants: [{ id: merchant, level: 'edit' }] });
      const client = t.client();
      const page = () => client.request({ method: 'GET', url: '/transactions/payments/all' });
      const before = await page();
      expect(before.headers['cache-control']).toBe('no-cache');
      expect(preloads(before.body)).toEqual(['startApp.js', 'react.js']);
      expect((await client.login('preloads@example.com', 'Preloads-1')).statusCode).toBe(200);
      expect(preloads((await page()).body)).toContain('TabsPage.js (low)');
    } finally {
      await t.close();
    }
  });
});
