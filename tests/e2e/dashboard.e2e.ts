// Home, the dashboard (spec 000 s.2.6; issue 11 items 1, 8): the demo owner signs in and lands on
// it; a new date range and another currency redraw the totals and charts; the settings modal hides a
// widget, which stays hidden after a reload, and 'Reset to defaults' brings it back. A read-only user
// views it without the settings; a newcomer sees the empty state and dismisses the registration alert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { DEMO, NEWCOMER, VIEWER, newPage, signIn, signInQuickly } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
});
afterAll(async () => {
  await session?.close();
});

/** The volume total of the Volume widget (id 1), once its card shows one. */
const volume = () => page.getByTestId('widget-1').getByTestId('total-volume');
const chartOf = (id: number) => page.getByTestId(`widget-${id}`).locator('[_echarts_instance_]');

async function totalOtherThan(before: string): Promise<string> {
  await expect.poll(async () => volume().textContent()).not.toBe(before);
  return (await volume().textContent()) ?? '';
}

describe('dashboard', () => {
  it('lands the owner on Home; the date range and the currency redraw the totals and charts', async () => {
    await signIn(page, DEMO);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Payments', selected: true }).waitFor();
    await volume().waitFor();
    // The Georgian merchant takes GEL and USD: chosen in the header, the dashboard follows.
    await page.getByRole('combobox', { name: 'Merchant' }).click();
    await page.getByRole('option', { name: 'Tbilisi Coffee Roasters (1397120)' }).click();
    await expect.poll(() => volume().textContent()).toMatch(/^[\d\s,.]+ GEL$/);
    await chartOf(1).waitFor();
    const week = (await volume().textContent()) ?? '';

    await page.getByRole('combobox', { name: 'Period' }).selectOption('last_30_days');
    const month = await totalOtherThan(week);
    expect(month).toMatch(/ GEL$/);
    await chartOf(1).waitFor();

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    const usd = await totalOtherThan(month);
    expect(usd).toMatch(/ USD$/);
    await expect
      .poll(() => page.locator('[data-testid="dashboard-updated"]:visible').textContent())
      .toMatch(/Last updated: \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2}/);
  });

  it('hides a widget with the settings modal, keeps it hidden after a reload, and resets to the defaults', async () => {
    const hours = page.getByTestId('widget-5');
    await hours.waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Dashboard settings' }).click();
    const modal = page.getByRole('dialog', { name: 'Dashboard settings' });
    await modal.getByRole('checkbox', { name: 'Hours of day' }).uncheck();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await hours.waitFor({ state: 'detached' });

    await page.reload();
    await volume().waitFor();
    expect(await hours.count()).toBe(0);

    await page.getByRole('button', { name: 'Dashboard settings' }).click();
    await expect.poll(() => modal.getByRole('checkbox', { name: 'Hours of day' }).isChecked()).toBe(false);
    await modal.getByRole('button', { name: 'Reset to defaults' }).click();
    await modal.waitFor({ state: 'detached' });
    await hours.waitFor({ state: 'attached' });
  });

  it('read-only: the widgets without the settings; newcomer: the empty state, the alert dismissed for the session', async () => {
    const viewer = await newPage(session.browser);
    await signInQuickly(viewer, VIEWER);
    await viewer.getByTestId('widget-1').getByTestId('total-volume').waitFor();
    expect(await viewer.getByRole('button', { name: 'Dashboard settings' }).count()).toBe(0);
    await viewer.context().close();

    const newcomer = await newPage(session.browser);
    await signInQuickly(newcomer, NEWCOMER);
    await newcomer.getByRole('heading', { name: 'No merchant yet', level: 2 }).waitFor();
    expect(await newcomer.getByRole('link', { name: 'Register a merchant' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    const alert = newcomer.getByTestId('registration-alert');
    await alert.getByRole('link', { name: 'Continue registration' }).waitFor();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
    await newcomer.reload();
    await newcomer.getByRole('heading', { name: 'No merchant yet', level: 2 }).waitFor();
    expect(await alert.count()).toBe(0);
    await newcomer.context().close();
  });
});
