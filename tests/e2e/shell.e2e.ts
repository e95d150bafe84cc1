// The application shell (spec 000 sections 1, 2.1, 2.2, 2.8, 4): sidebar, mobile drawer, titled
// placeholder screens, notifications, language, security headers, the newcomer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { generatePath, matchRoutes } from 'react-router-dom';
import { openBrowser, type Session } from './browser';
import { APP_TITLE, DEMO, NEWCOMER, cookie, forgetSession, newPage, pathOf, readJson, signInQuickly, spaNavigate, waitForPath } from './steps';

interface RouteEntry {
  path: string;
  screen: string;
  title: string;
  access: string;
}
const ROUTES = readJson<RouteEntry[]>('schemas/routes.json');

// Spec 2.2, in order: top-level entries, and the children of each group.
const TOP_LEVEL = [
  'Home',
  'Transactions',
  'Reports center',
  'Payment solutions',
  'On-line cash register',
  'Multiparty payments',
  'Merchant settings',
  'Take a tour',
  'Feedback',
];
const GROUPS: Record<string, Array<[string, string]>> = {
  Transactions: [
    ['Payments', '/transactions/payments'],
    ['Settlements', '/transactions/settlements'],
    ['Disputes', '/transactions/disputes'],
  ],
  'Reports center': [
    ['Downloads', '/reports/downloads'],
    ['Settlements & invoices', '/reports/settlements-invoices'],
    ['Special reports', '/reports/special'],
    ['Scheduled templates', '/reports/templates'],
  ],
  'Payment solutions': [
    ['Buttons', '/solutions/buttons'],
    ['Landings', '/solutions/landings'],
    ['Links', '/solutions/links'],
    ['Design checkout', '/solutions/design'],
    ['MO/TO Payments', '/solutions/terminal'],
  ],
  'Multiparty payments': [
    ['Balances', '/multiparty-payments/balances'],
    ['Payments history', '/multiparty-payments/history'],
    ['Create payout', '/multiparty-payments/create'],
  ],
};

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await signInQuickly(session.page, DEMO);
});
afterAll(async () => {
  await session?.close();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Texts of the sidebar's visible items (links and group buttons), top to bottom. */
async function itemNames(page: Page): Promise<string[]> {
  return sidebar(page)
    .locator('a, button')
    .evaluateAll((els) => els.filter((el) => el.checkVisibility({ visibilityProperty: true })).map((el) => (el.textContent ?? '').trim()));
}

describe('sidebar (desktop)', () => {
  it('opens on hover and lists the labels of spec 2.2 in order; groups are accordions', async () => {
    const { page } = session;
    await page.goto('/');
    const nav = sidebar(page);
    await nav.waitFor();
    const closedWidth = (await nav.boundingBox())!.width;
    await nav.hover();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBeGreaterThan(closedWidth + 100);
    expect(await itemNames(page)).toEqual(TOP_LEVEL);

    let previous: string | undefined;
    for (const [group, children] of Object.entries(GROUPS)) {
      const button = nav.getByRole('button', { name: group, exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      for (const [label, route] of children) {
        const link = nav.getByRole('link', { name: label, exact: true });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(route);
      }
      // The group's children sit right after it, in the order of the spec.
      const names = await itemNames(page);
      const at = names.indexOf(group);
      expect(names.slice(at + 1, at + 1 + children.length)).toEqual(children.map(([label]) => label));
      // Accordion: the group opened before is closed now.
      if (previous) {
        expect(await nav.getByRole('button', { name: previous, exact: true }).getAttribute('aria-expanded')).toBe('false');
        await nav.getByRole('link', { name: GROUPS[previous][0][0], exact: true }).waitFor({ state: 'hidden' });
      }
      previous = group;
    }
  });

  it('the active item follows the URL (prefix), also for in-app navigation', async () => {
    const { page } = session;
    const nav = sidebar(page);
    const isActive = (name: string) => nav.getByRole('link', { name, exact: true }).getAttribute('data-active');

    await page.goto('/transactions/payments/info/7/general');
    await nav.hover();
    await expect.poll(() => isActive('Payments')).toBe('true');
    expect(await nav.getByRole('button', { name: 'Transactions', exact: true }).getAttribute('data-active')).toBe('true');
    expect(await isActive('Settlements')).toBeNull();
    expect(await isActive('Home')).toBeNull();

    await nav.getByRole('link', { name: 'Settlements', exact: true }).click();
    await waitForPath(page, '/transactions/settlements/bulk');
    await nav.hover();
    await nav.getByRole('button', { name: 'Transactions', exact: true }).waitFor();
    await expect.poll(() => isActive('Settlements')).toBe('true');
    expect(await isActive('Payments')).toBeNull();

    await nav.getByRole('link', { name: 'On-line cash register', exact: true }).click();
    await waitForPath(page, '/taxes/list');
    await expect.poll(() => isActive('On-line cash register')).toBe('true');
    await spaNavigate(page, '/taxes/errors');
    await waitForPath(page, '/taxes/errors');
    await expect.poll(() => isActive('On-line cash register')).toBe('true');
    await spaNavigate(page, '/');
    await expect.poll(() => isActive('Home')).toBe('true');
    expect(await isActive('On-line cash register')).toBeNull();
  });
});

describe('sidebar (below 992 px)', () => {
  it('a burger opens it as a drawer with a backdrop; the backdrop closes it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const nav = sidebar(page);
    await nav.waitFor({ state: 'attached' });
    const backdrop = page.locator('.mantine-Overlay-root');
    const onScreen = async () => {
      const box = await nav.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    await expect.poll(onScreen).toBe(false);
    expect(await backdrop.count()).toBe(0);

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(onScreen).toBe(true);
    await backdrop.waitFor();
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);

    // Click the backdrop to the right of the drawer.
    await page.mouse.click(700, 500);
    await expect.poll(onScreen).toBe(false);
    expect(await backdrop.count()).toBe(0);

    // Choosing an item closes the drawer too.
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(onScreen).toBe(true);
    await nav.getByRole('link', { name: 'Take a tour', exact: true }).click();
    await waitForPath(page, '/tour');
    await expect.poll(onScreen).toBe(false);
    await page.getByRole('heading', { name: 'Take a tour', level: 1 }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('placeholder screens', () => {
  const placeholders = ROUTES.filter((r) => r.screen === 'placeholder' && r.access !== 'multiparty-empty');

  it(`all ${placeholders.length} show their title, never a blank page`, async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const failures: string[] = [];
    for (const route of placeholders) {
      const path = route.path.endsWith('/*') ? route.path.replace('/*', '/anything') : route.path.replace(/:[A-Za-z_]+\??/g, '11');
      // The route the router picks for this address (a more specific entry may win, e.g. /branding/icons).
      const entry = matchRoutes(ROUTES.map((r) => ({ path: r.path, title: r.title })), path)!.at(-1)!.route as RouteEntry;
      await spaNavigate(page, generatePath(path));
      try {
        await waitForPath(page, path, 5000);
        await page.getByRole('heading', { name: entry.title, level: 1, exact: true }).waitFor({ timeout: 5000 });
        await page.getByText('This screen is coming soon.').waitFor({ timeout: 5000 });
        await expect.poll(() => page.title(), { timeout: 5000 }).toBe(`${entry.title} | ${APP_TITLE}`);
      } catch {
        failures.push(`${path}: at ${pathOf(page)}, title "${await page.title()}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('/multiparty-payments/empty goes back to multiparty payments when the user has some', async () => {
    const { page } = session;
    await spaNavigate(page, '/multiparty-payments/empty');
    // The create form then writes the merchant it starts from (the header's) into its address: /create/1.
    await page.waitForURL((url) => url.pathname.startsWith('/multiparty-payments/create'));
    await page.getByRole('heading', { name: 'Create payout', level: 1 }).waitFor();
  });
});

describe('header', () => {
  it('notifications: the bell shows the unread count as a badge and lists the items', async () => {
    const { page } = session;
    await page.goto('/');
    const { unread, data } = await page.evaluate(
      async () => (await (await fetch('/api/v2/account/push/web/')).json()) as { unread: number; data: Array<{ title: string }> },
    );
    expect(unread).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` });
    await bell.waitFor();
    // The badge (count) next to the bell.
    await page.getByRole('banner').getByText(String(unread), { exact: true }).waitFor();
    await bell.click();
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.waitFor();
    for (const item of data) await list.getByText(item.title, { exact: true }).waitFor();
  });

  it('notifications: ticking the checkbox of an item marks it read and lowers the count', async () => {
    const { page } = session;
    await page.goto('/');
    const { unread, data } = await page.evaluate(
      async () => (await (await fetch('/api/v2/account/push/web/')).json()) as { unread: number; data: Array<{ title: string; read: boolean }> },
    );
    const item = data.find((n) => !n.read)!;
    await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
    const box = page.getByRole('checkbox', { name: `Mark as read: ${item.title}` });
    await box.waitFor({ timeout: 5000 });
    await box.check();
    await page.getByRole('button', { name: `Notifications, ${unread - 1} unread` }).waitFor();
  });

  it('language: Ukrainian from the dropdown sets the lang cookie, reloads, and the labels are Ukrainian', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Українська' }).click()]);
    expect((await cookie(page.context(), 'lang'))?.value).toBe('uk');
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    await nav.waitFor();
    for (const label of ['Головна', 'Транзакції', 'Центр звітів', 'Платіжні рішення', 'Налаштування мерчанта', 'Ознайомчий тур'])
      await nav.getByText(label, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Головна', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Головна | ${APP_TITLE}`);
    await page.context().clearCookies({ name: 'lang' });
  });
});

describe('page response and console', () => {
  it('security headers: CSP without unsafe-eval and with frame-ancestors, nosniff', async () => {
    const page = await newPage(session.browser);
    const response = (await page.goto('/account/login'))!;
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.context().close();
  });

  it('the login page logs no console errors', async () => {
    const page = await newPage(session.browser);
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/account/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('newcomer (no merchant: demo mode)', () => {
  it('signs in to the main layout in demo mode, with no merchant to choose', async () => {
    const { page } = session;
    await forgetSession(page);
    await signInQuickly(page, NEWCOMER);
    const auth = await page.evaluate(async () => (await (await fetch('/api/v2/account/check_auth/')).json()) as { user: { demo_mode: boolean } });
    expect(auth.user.demo_mode).toBe(true);
    await page.getByRole('combobox', { name: 'Merchant' }).click();
    await page.getByText('Not found', { exact: true }).waitFor();
  });

  // Spec 4/8: a reply carrying demo_mode opens 'You are still in DEMO mode', which offers to register a merchant.
  it('a merchant action shows the modal "You are still in DEMO mode" and leads to merchant registration', async () => {
    const { page } = session;
    await page.goto('/solutions/buttons/create');
    const modal = page.getByRole('dialog', { name: 'You are still in DEMO mode' });
    await modal.getByText('While you are in DEMO mode you can`t create Buttons and Invoices').waitFor();
    await modal.getByRole('button', { name: 'Register a merchant' }).click();
    await page.waitForURL('**/getstarted/merchant');
  });
});
