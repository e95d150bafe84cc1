// The payout form (issue 27 must-show 7) in Chromium: it starts from the header's merchant (when that
// one has multiparty payouts) and keeps the merchant when a currency is chosen (also one chosen in
// the form while the header shows another merchant), takes a card number typed with spaces and pays out to it, applies every
// prefill value of its address (type, currency, receiver), and a payment whose can_payout is true
// offers 'Payout to this card', which opens the form prefilled with that payment's card token.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { DEMO, signInQuickly } from './steps';

const TBILISI = 1; // the demo merchant with multiparty payouts (GEL and USD)
const KYIV = 2; // a merchant of the demo user without them

let page: Page;
setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
});

const form = () => page.locator('main form');
const combo = (name: string) => form().getByRole('combobox', { name });
const address = () => `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

async function chooseHeaderMerchant(id: number): Promise<void> {
  await page.context().addCookies([{ name: 'merchant', value: String(id), url: baseURL() }]);
}

async function pick(name: string, option: RegExp | string): Promise<void> {
  await combo(name).click();
  await page.getByRole('option', { name: option }).click();
}

async function getJson<T>(path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function submitPayout(): Promise<string> {
  const sent = page.waitForRequest((r) => r.url().endsWith(`/merchant/${TBILISI}/payout/create/`) && r.method() === 'POST');
  await form().getByRole('button', { name: 'Create payout' }).click();
  // A money move asks first (issue 27 must-show 6): the call goes on the summary's confirm.
  await page.getByRole('button', { name: 'Confirm payout' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await page.waitForURL(/\/multiparty-payments\/status\/1\/po_[0-9a-f]+$/);
  await page.getByText('Payment in processing').first().waitFor();
  return JSON.stringify(body);
}

describe('the payout form', () => {
  it('starts from the header’s merchant, keeps it when a currency is chosen, and pays out to a card typed with spaces', async () => {
    await chooseHeaderMerchant(TBILISI);
    await page.goto('/multiparty-payments/create');
    await expect.poll(() => combo('Merchant').inputValue()).toBe('Tbilisi Coffee Roasters');
    // The address names the merchant the form holds.
    await expect.poll(address).toBe('/multiparty-payments/create/1?type=card');
    await pick('Currency', /^GEL \(available/);
    await expect.poll(address).toBe('/multiparty-payments/create/1/GEL?type=card');
    expect(await combo('Merchant').inputValue()).toBe('Tbilisi Coffee Roasters');
    expect(await combo('Currency').inputValue()).toMatch(/^GEL \(available [\d.]+\)$/);

    await form().getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await form().getByRole('textbox', { name: 'Amount' }).fill('3.00');
    await form().getByRole('textbox', { name: 'Amount' }).blur();
    // The browser's check takes it as the checkout does: no message under the field.
    expect(await form().getByText('Enter a valid card number').count()).toBe(0);
    // Sent to the merchant the form holds (submitPayout waits for its call) as typed: the server takes the spaces too.
    expect(await submitPayout()).toContain('"receiver":"4242 4242 4242 4242"');
    expect(await page.locator('body').textContent()).toContain('424242******4242');
  });

  it('keeps a merchant chosen in the form while the header shows another, through the currency', async () => {
    await chooseHeaderMerchant(KYIV);
    await page.goto('/multiparty-payments/create');
    await form().getByRole('textbox', { name: 'Card number' }).waitFor();
    // The header's merchant has no multiparty payouts: not one of the form's merchants, so not its default.
    expect(await combo('Merchant').inputValue()).toBe('');
    expect(address()).not.toContain('/create/2');
    await pick('Merchant', 'Tbilisi Coffee Roasters');
    await expect.poll(() => address().startsWith('/multiparty-payments/create/1')).toBe(true);
    await form().getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await pick('Currency', /^USD \(available/);
    await expect.poll(address).toBe('/multiparty-payments/create/1/USD?type=card');
    expect(await combo('Merchant').inputValue()).toBe('Tbilisi Coffee Roasters');
    expect(await combo('Currency').inputValue()).toMatch(/^USD \(available [\d.]+\)$/);
    // Nothing typed is lost either.
    expect(await form().getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('4000 0000 0000 0002');
    // A card number that fails the Luhn check is still refused, spaces or not.
    await form().getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await form().getByRole('textbox', { name: 'Card number' }).blur();
    await form().getByText('Enter a valid card number').waitFor();
  });

  it('applies every prefill value of its address: type, currency and receiver', async () => {
    await chooseHeaderMerchant(TBILISI);
    await page.goto('/multiparty-payments/create?type=token&currency=USD&receiver=tok_prefilled_0001');
    await expect.poll(() => combo('Receiver').inputValue()).toBe('Card token');
    await expect.poll(() => combo('Currency').inputValue()).toMatch(/^USD \(available [\d.]+\)$/);
    expect(await combo('Merchant').inputValue()).toBe('Tbilisi Coffee Roasters');
    expect(await form().getByRole('textbox', { name: 'Card token' }).inputValue()).toBe('tok_prefilled_0001');
  });

  it('a payment with can_payout offers “Payout to this card”, which opens the form prefilled with its card token', async () => {
    await chooseHeaderMerchant(TBILISI);
    type Row = { id: number; merchant_id?: number };
    const saved = await getJson<{ data: Row[] }>(`/api/v2/merchant/transactions/recurring/?merchant=${TBILISI}&limit=80`);
    let payment: { id: number; rectoken: string; v_currency: string; can_payout: boolean; card: string } | undefined;
    for (const row of saved.data) {
      const info = (await getJson<{ data: { id: number; rectoken: string | null; v_currency: string; can_payout: boolean; merchant: { id: number }; card_bin: string; card_last4: string } }>(
        `/api/v2/merchant/transactions/${row.id}/info/`,
      )).data;
      if (info.can_payout && info.rectoken && info.merchant.id === TBILISI) {
        payment = { id: info.id, rectoken: info.rectoken, v_currency: info.v_currency, can_payout: true, card: `${info.card_bin}******${info.card_last4}` };
        break;
      }
    }
    expect(payment, 'a demo payment of the multiparty merchant with a saved card').toBeDefined();
    const p = payment!;
    await page.goto(`/transactions/payments/info/${p.id}/general`);
    await page.getByRole('button', { name: 'Payout to this card' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/multiparty-payments/create/1') && url.searchParams.get('receiver') === p.rectoken);
    await expect.poll(() => combo('Receiver').inputValue()).toBe('Card token');
    await expect.poll(() => combo('Currency').inputValue()).toMatch(new RegExp(`^${p.v_currency} \\(available [\\d.]+\\)$`));
    expect(await combo('Merchant').inputValue()).toBe('Tbilisi Coffee Roasters');
    expect(await form().getByRole('textbox', { name: 'Card token' }).inputValue()).toBe(p.rectoken);
    await form().getByRole('textbox', { name: 'Amount' }).fill('1.00');
    const sent = await submitPayout();
    expect(sent).toContain(`"receiver":"${p.rectoken}"`);
    expect(sent).toContain('"type":"token"');
    expect(await page.locator('body').textContent()).toContain(p.card);
  });
});
