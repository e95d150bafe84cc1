// Onboarding (spec 000 s.2.7, issue 11 items 4-5): the newcomer signs in and is sent to /onboarding,
// sees 0/4 with merchant creation open and the rest locked, fills the merchant creation form (labels
// follow the country and legal type) and moves on to identification (1/4, #upload_docs). The merchant
// creation page /getstarted/merchant/... reads and writes its selects in the address.
// Finance settings and activation need identification done first, which the identity frame's own
// end-to-end test drives (its calls are another part of issue 11); the API test
// tests/api/onboarding.test.ts covers those two steps with identification marked done in the DB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { NEWCOMER, submitLogin, waitForPath } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
});
afterAll(async () => {
  await session?.close();
});

const state = (name: string) => page.getByTestId(`onboarding-step-${name}`).getAttribute('data-state');

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

describe('onboarding', () => {
  it('the newcomer lands on /onboarding, creates the merchant and reaches identification', async () => {
    await submitLogin(page, NEWCOMER.email, NEWCOMER.password);
    await waitForPath(page, '/onboarding');
    await page.getByTestId('onboarding-progress').getByText('0/4 steps done').waitFor();
    expect([await state('merchant_creation'), await state('identification'), await state('finance_settings'), await state('activation')])
      .toEqual(['open', 'locked', 'locked', 'locked']);
    expect(await page.getByRole('button', { name: /Activation/ }).isDisabled()).toBe(true);

    const form = page.getByTestId('schema-form-onboarding_merchant_creation');
    await form.getByText('Identification code').waitFor();
    await choose('Legal type', 'Individual entrepreneur');
    await form.getByText('Full name of the entrepreneur').waitFor();
    await choose('Legal type', 'Limited liability company');
    await form.getByRole('textbox', { name: 'Company name' }).fill('Newcomer Goods LLC');
    await form.getByRole('textbox', { name: 'Identification code' }).fill('405111222');
    await form.getByRole('textbox', { name: 'Brand name' }).fill('Newcomer Goods');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://goods.example.ge');
    await form.getByRole('textbox', { name: 'Legal address' }).fill('Chavchavadze 10, Tbilisi');
    await form.getByRole('textbox', { name: 'Phone' }).fill('995555123456');
    // A multi-select stays open on choice (spec 000 s.4); a click outside closes it.
    await form.getByRole('button', { name: /Business type/ }).click();
    await form.getByRole('group', { name: 'Business type' }).getByRole('checkbox', { name: 'Online store' }).check();
    await page.getByRole('heading', { name: 'Onboarding', level: 1 }).click();
    await form.getByRole('textbox', { name: 'What do you sell' }).fill('Handmade ceramics');
    await choose('Expected monthly turnover', 'Up to 10,000 USD a month');
    const saved = page.waitForResponse((r) => r.url().endsWith('/merchant/onboarding/merchant_creation/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(200);

    await page.getByTestId('onboarding-progress').getByText('1/4 steps done').waitFor();
    await page.waitForURL((url) => url.hash === '#upload_docs');
    await page.getByTestId('onboarding-identification').waitFor();
    expect([await state('merchant_creation'), await state('identification'), await state('finance_settings')]).toEqual(['done', 'open', 'locked']);
    // The finished step opens again by its hash, with the values kept.
    await page.getByRole('button', { name: /Merchant creation/ }).click();
    await page.waitForURL((url) => url.hash === '#create_merchant');
    await expect.poll(() => page.getByTestId('schema-form-onboarding_merchant_creation').getByRole('textbox', { name: 'Brand name' }).inputValue()).toBe('Newcomer Goods');
  });

  it('/getstarted/merchant/UA relabels by country and legal type and writes a changed select into the address', async () => {
    await page.goto('/getstarted/merchant/UA?ref=e2e');
    const form = page.getByTestId('schema-form-merchant_add');
    await form.getByText('EDRPOU code').waitFor();
    await choose('Legal type', 'Individual entrepreneur');
    await page.waitForURL((url) => url.pathname === '/getstarted/merchant/UA/individual' && url.search === '?ref=e2e');
    await form.getByText('Full name of the entrepreneur').waitFor();
    await choose('Country', 'Georgia');
    await page.waitForURL((url) => url.pathname === '/getstarted/merchant/GE/individual');
    await form.getByText('Taxpayer number').waitFor();
    await page.reload();
    await form.getByText('Taxpayer number').waitFor();
    expect(await page.getByRole('combobox', { name: 'Legal type' }).first().inputValue()).toBe('Individual entrepreneur');
  });
});
