// Issue 10 items 20-22 in Chromium: the filter date picker is styled and wide enough for its range;
// the copy-permissions user list leaves the Copy button clickable; below 992 px a menu is a modal;
// in Ukrainian the list chrome, month names and flags are Ukrainian / images, and each navigation
// asks GET /localization/get/ for the language and route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, newPage, readJson, signInQuickly, waitForListRows } from './steps';

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO);
});
afterAll(async () => {
  await session?.close();
});

/** Whether the middle of an element is the element itself (nothing covers it). */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });

describe('filter date picker', () => {
  it('is styled (a calendar grid, small chevrons) and its value box shows the whole range', async () => {
    await page.goto('/transactions/disputes/all');
    await waitForListRows(page);
    await page.getByRole('button', { name: /Filters/ }).click();
    const value = page.getByRole('button', { name: 'Date value' });
    expect((await value.boundingBox())!.width).toBeGreaterThan(200);
    await value.click();
    const header = page.locator('[data-filter="created"] [class*="calendarHeaderControl"]').first();
    await header.waitFor();
    // Unstyled, the chevrons were drawn at the size of the panel.
    expect((await header.boundingBox())!.width).toBeLessThan(50);
    const days = page.locator('[data-filter="created"] table button:not([data-outside])');
    await days.nth(2).click();
    await days.nth(9).click();
    await expect.poll(() => value.textContent()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} - [A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });
});

describe('copy permissions', () => {
  it('the user list, left open after a choice, does not cover the Copy button', async () => {
    await page.goto('/settings/merchants/info/1/permissions');
    await page.getByRole('button', { name: 'Copy permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy permissions' });
    await dialog.locator('#root_from_merchant').click();
    await page.locator('[role=option]:visible').first().click();
    await dialog.getByTestId('multiselect-trigger').click();
    await dialog.getByRole('checkbox').first().check();
    await expect.poll(() => dialog.getByTestId('multiselect-list').isVisible()).toBe(true);
    expect(await uncovered(page, '[role=dialog] [data-testid="schema-form-submit"]')).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto('/');
  });
});

describe('below 992 px', () => {
  it('the language menu opens as a modal (centred over a backdrop)', async () => {
    const small = await newPage(session.browser, { width: 800, height: 700 });
    await small.context().addCookies((await page.context().cookies()).map((c) => ({ ...c })));
    await small.goto('/transactions/payments/all');
    await small.getByRole('button', { name: /language/i }).click();
    const item = small.getByRole('menuitem', { name: 'Українська' });
    await item.waitFor();
    const box = (await item.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 400)).toBeLessThan(60);
    expect(await small.locator('.mantine-Overlay-root').count()).toBeGreaterThan(0);
    await small.context().close();
  });
});

describe('Ukrainian', () => {
  it('shows the list chrome and month names in Ukrainian, flags as images, and loads its texts per route', async () => {
    const uk = readJson<Record<string, string>>('src/i18n/locales/uk/common.json');
    const ukPage = await newPage(session.browser);
    await ukPage.context().addCookies([...(await page.context().cookies()), { name: 'lang', value: 'uk', url: baseURL() }]);
    const localization: string[] = [];
    ukPage.on('request', (r) => {
      if (r.url().includes('/api/v2/localization/get/')) localization.push(r.url());
    });
    await ukPage.goto('/transactions/payments/all');
    await waitForListRows(ukPage);
    for (const text of ['Filters', 'Saved views', 'Configure report', 'Save to reports', 'Rows per page']) {
      await ukPage.getByRole('button', { name: uk[text] }).or(ukPage.getByText(uk[text], { exact: true })).first().waitFor();
    }
    expect(await ukPage.getByText(new RegExp(`^\\d+\\+? ${uk.total}$`)).count()).toBe(1);
    const asked = new URL(localization.at(-1)!);
    expect([asked.searchParams.get('lang'), asked.searchParams.get('route')]).toEqual(['uk', '/transactions/payments/all']);

    // Month names in the date picker.
    await ukPage.getByRole('button', { name: uk.Filters }).click();
    await ukPage.locator('[data-filter="created"] [data-filter-value] button').click();
    const month = ukPage.locator('[data-filter="created"] [class*="calendarHeaderLevel"]').first();
    await expect.poll(() => month.textContent()).toMatch(/^(січень|лютий|березень|квітень|травень|червень|липень|серпень|вересень|жовтень|листопад|грудень) \d{4}$/);

    // The flag of the language button is an image, never emoji letters.
    const language = ukPage.locator('header').getByRole('button', { name: /мова|language/i });
    expect(await language.locator('svg[data-flag="UA"]').count()).toBe(1);
    expect(await language.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    await ukPage.context().close();
  });
});
