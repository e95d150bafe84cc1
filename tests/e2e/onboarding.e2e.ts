// Onboarding (spec 000 s.2.7, issue 11 items 4-5): the newcomer signs in and is sent to /onboarding,
// sees 0/4 with merchant creation open and the rest locked, fills the merchant creation form (labels
// follow the country and legal type) and moves on to identification (1/4, #upload_docs). The merchant
// creation page /getstarted/merchant/... reads and writes its selects in the address.
// Finance settings and activation need identification done first, which the identity frame's own
// end-to-end test drives (its calls are another part of issue 11); the API test
// tests/api/onboarding.test.ts covers those two steps with identification marked done in the DB.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './browser';
import { choose, NEWCOMER, stepStates, submitLogin, submitMerchantCreation, waitForPath } from './steps';

const e2e = setupE2E();

describe('onboarding', () => {
  it('the newcomer lands on /onboarding, creates the merchant and reaches identification', async () => {
    const { page } = e2e;
    await submitLogin(page, NEWCOMER.email, NEWCOMER.password);
    await waitForPath(page, '/onboarding');
    await page.getByTestId('onboarding-progress').getByText('0/4 steps done').waitFor();
    expect(await stepStates(page)).toEqual(['open', 'locked', 'locked', 'locked']);
    expect(await page.getByRole('button', { name: /Activation/ }).isDisabled()).toBe(true);

    const form = page.getByTestId('schema-form-onboarding_merchant_creation');
    await form.getByText('Identification code').waitFor();
    await choose(page, 'Legal type', 'Individual entrepreneur');
    await form.getByText('Full name of the entrepreneur').waitFor();
    await submitMerchantCreation(page, { company: 'Newcomer Goods LLC', regNumber: '405111222', brand: 'Newcomer Goods' });

    await page.getByTestId('onboarding-progress').getByText('1/4 steps done').waitFor();
    await page.waitForURL((url) => url.hash === '#upload_docs');
    await page.getByTestId('onboarding-identification').waitFor();
    expect(await stepStates(page)).toEqual(['done', 'open', 'locked', 'locked']);
    // The finished step opens again by its hash, with the values kept.
    await page.getByRole('button', { name: /Merchant creation/ }).click();
    await page.waitForURL((url) => url.hash === '#create_merchant');
    await expect.poll(() => page.getByTestId('schema-form-onboarding_merchant_creation').getByRole('textbox', { name: 'Brand name' }).inputValue()).toBe('Newcomer Goods');
  });

  it('/getstarted/merchant/UA relabels by country and legal type and writes a changed select into the address', async () => {
    const { page } = e2e;
    await page.goto('/getstarted/merchant/UA?ref=e2e');
    const form = page.getByTestId('schema-form-merchant_add');
    await form.getByText('EDRPOU code').waitFor();
    await choose(page, 'Legal type', 'Individual entrepreneur');
    await page.waitForURL((url) => url.pathname === '/getstarted/merchant/UA/individual' && url.search === '?ref=e2e');
    await form.getByText('Full name of the entrepreneur').waitFor();
    await choose(page, 'Country', 'Georgia');
    await page.waitForURL((url) => url.pathname === '/getstarted/merchant/GE/individual');
    await form.getByText('Taxpayer number').waitFor();
    await page.reload();
    await form.getByText('Taxpayer number').waitFor();
    expect(await page.getByRole('combobox', { name: 'Legal type' }).first().inputValue()).toBe('Individual entrepreneur');
  });
});
