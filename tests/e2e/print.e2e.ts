// Printing a link's or a button's details page prints only its QR section: the codes and the link
// (issue 12 item 5), through the record's `print` sections and the print stylesheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { DEMO, listRows, signInQuickly, waitForListRows } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO, '/solutions/links/list');
});
afterAll(async () => {
  await session?.close();
});

describe('print', () => {
  it("a link's page prints the QR codes and the link only", async () => {
    await waitForListRows(page);
    await listRows(page).filter({ hasText: 'INV-1001' }).first().locator('a[href^="/solutions/links/info/"]').first().click();
    const qr = page.locator('[data-print-only]');
    await qr.getByRole('img').first().waitFor();
    const summary = page.getByText('Payer e-mail').first();
    await page.emulateMedia({ media: 'screen' });
    expect(await summary.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const visible = await page.evaluate(() => {
      const shown = (el: Element | null) => !!el && getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).display !== 'none';
      const section = document.querySelector('[data-print-only]')!;
      const others = [...document.querySelectorAll('body *')].filter((el) => !section.contains(el) && !el.contains(section) && el.textContent?.trim());
      return {
        images: [...section.querySelectorAll('img')].every(shown),
        link: [...section.querySelectorAll('*')].some((el) => shown(el) && /\/checkout\/link\//.test(el.textContent ?? '') && el.children.length === 0),
        buttons: [...section.querySelectorAll('button')].some(shown),
        outside: others.filter(shown).map((el) => el.tagName).slice(0, 5),
      };
    });
    await page.emulateMedia({ media: 'screen' });
    expect(visible).toEqual({ images: true, link: true, buttons: false, outside: [] });
  });
});
