// The redirect map (spec 000 section 2.3, data in schemas/redirects.json), walked entry by entry in
// one signed-in browser, and /merchant/{id}/... selecting a merchant.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setupE2E } from './browser';
import { APP_TITLE, DEMO, cookie, pathOf, readJson, signIn, waitForPath } from './steps';

interface Redirect {
  from: string;
  to: string;
}
interface RouteEntry {
  path: string;
  title: string;
}

const REDIRECTS = readJson<Redirect[]>('schemas/redirects.json');
const ROUTES = readJson<RouteEntry[]>('schemas/routes.json');
const SAMPLE_ID = '4242';

/** `:id`-style parameters (optional ones too) replaced by a sample value. */
const fill = (path: string): string => path.replace(/:[A-Za-z_]+\??/g, SAMPLE_ID);

/** Title of the route table entry that shows `pathname` (the best match, as the router picks it). */
function titleOf(pathname: string): string {
  const matches = matchRoutes(
    ROUTES.map((r) => ({ path: r.path, title: r.title })),
    pathname,
  );
  return (matches?.at(-1)?.route as RouteEntry | undefined)?.title ?? 'Page not found';
}

const session = setupE2E((s) => signIn(s.page, DEMO));

describe('redirect map', () => {
  it('has entries to walk', () => {
    expect(REDIRECTS.length).toBeGreaterThan(20);
  });

  it.each(REDIRECTS.map((r) => [fill(r.from), fill(r.to)]))('%s -> %s', async (from, to) => {
    const { page } = session;
    await page.goto(from);
    await waitForPath(page, to);
    // The target is a real screen of the route table, not the 404 page.
    const title = titleOf(to);
    expect(title).not.toBe('Page not found');
    await expect.poll(() => page.title()).toBe(`${title} | ${APP_TITLE}`);
    expect(pathOf(page)).toBe(to);
  });

  // Spec 2.3 writes these two with a trailing slash.
  it.each([
    ['/account/password/', '/profile/info/overview'],
    ['/account/settings/', '/profile/info/verification'],
  ])('%s -> %s', async (from, to) => {
    const { page } = session;
    await page.goto(from);
    await waitForPath(page, to);
    await expect.poll(() => page.title()).toBe(`${titleOf(to)} | ${APP_TITLE}`);
  });
});

describe('/merchant/{id}/...', () => {
  it('selects the merchant (cookie for 365 days) and continues to the payments route', async () => {
    const { page, context } = session;
    const merchants = await page.evaluate(async () => (await (await fetch('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number; name: string }> });
    const chosen = merchants.data.at(-1)!;
    const id = String(chosen.id);
    await context.clearCookies({ name: 'merchant' });

    await page.goto(`/merchant/${id}/transactions/payments`);
    await waitForPath(page, '/transactions/payments/all');
    await expect.poll(() => page.title()).toBe(`Payments | ${APP_TITLE}`);

    const selected = await cookie(context, 'merchant');
    expect(selected?.value).toBe(id);
    expect(selected?.path).toBe('/');
    const days = (selected!.expires * 1000 - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    // The header's merchant selector shows it.
    await expect.poll(() => page.getByRole('combobox', { name: 'Merchant' }).inputValue()).toContain(chosen.name);
  });
});
