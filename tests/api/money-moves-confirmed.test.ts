// Confirmed money moves, the server's part (issue 27 must-show 6): a refund's optional reason is
// stored (masked like every typed text) and shown in the payment's history; the whole remaining
// amount however chosen is a full refund; a payout above PAYOUT_CODE_ABOVE asks a user with
// two-step login for the code (checked as re-authentication checks it: wrong, replayed), and
// nothing leaves the balance until it is given; below the threshold, or for a user without
// two-step login, no code is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeThreshold } from '../../server/payouts/code-check.ts';
import { BACKENDS, createMerchant, createUser, startApp, totpCode, type Client, type TestApp } from './helpers.ts';
import { insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';
const CODE_REQUIRED = { error: 'Enter the code from your authenticator app.', err_code: 'otp required' };

describe('PAYOUT_CODE_ABOVE', () => {
  it('defaults to 1000.00, takes an amount or off, refuses anything else', () => {
    expect(codeThreshold(undefined)).toBe(100_000);
    expect(codeThreshold('250.50')).toBe(25_050);
    expect(codeThreshold('off')).toBeNull();
    expect(() => codeThreshold('a lot')).toThrow(/PAYOUT_CODE_ABOVE/);
  });
});

describe.each(BACKENDS)('confirmed money moves on %s', (backend) => {
  let t: TestApp;
  let shop: number;
  let owner: Client;
  let mfa: Client;
  let keys = 0;
  const before = process.env.PAYOUT_CODE_ABOVE;
  const payout = (c: Client, amount: string, extra: Record<string, unknown> = {}) =>
    c.request({
      method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`,
      payload: { type: 'card', receiver: '4242 4242 4242 4242', amount, currency: 'GEL', ...extra },
      headers: { 'idempotency-key': `confirm-${process.pid}-${(keys += 1)}` },
    });
  const available = async () => (await owner.get(`/merchant/${shop}/payout/balance/`)).json().balances.find((b: { currency: string }) => b.currency === 'GEL').balance_db as string;

  beforeAll(async () => {
    process.env.PAYOUT_CODE_ABOVE = '100.00';
    t = await startApp(backend);
    shop = await createMerchant(t.db, 'Confirm Shop', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    for (let i = 0; i < 5; i += 1) await insertPayment(t.db, shop, { card_bin: '424242', card_last4: '4242' });
    await createUser(t.db, { email: 'owner@confirm.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    await createUser(t.db, { email: 'mfa@confirm.test', password: PASSWORD, mfaSecret: SECRET, merchants: [{ id: shop, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@confirm.test', PASSWORD)).json()).toEqual({ state: 'ok' });
    mfa = t.client();
    expect((await mfa.login('mfa@confirm.test', PASSWORD)).json()).toEqual({ state: 'need mfa' });
    expect((await mfa.post('/account/login/two_factor/', { otp: totpCode(SECRET, Date.now() - 30_000) })).json()).toEqual({ state: 'ok' });
  }, START_TIMEOUT);
  afterAll(async () => {
    if (before === undefined) delete process.env.PAYOUT_CODE_ABOVE;
    else process.env.PAYOUT_CODE_ABOVE = before;
    await t?.close();
  });

  it('a refund keeps its reason (card numbers masked) in the history; no reason is null; the whole rest is a full refund', async () => {
    const id = await insertPayment(t.db, shop, { amount: 12_050, actual_amount: 12_050, capture_amount: 12_050, card_bin: '424242', card_last4: '4242' });
    const part = await owner.post(`/merchant/transactions/${id}/refund/`, { type: 'partial', amount: '20.50', currency: 'GEL', reason: '  Returned one cup, card 4111 1111 1111 1111  ' });
    expect(part.statusCode).toBe(200);
    expect(part.json().event).toMatchObject({ type: 'refund', amount: '20.50', reason: 'Returned one cup, card 411111******1111', details: { type: 'partial' } });
    const rest = await owner.post(`/merchant/transactions/${id}/refund/`, { type: 'partial', amount: '100.00', currency: 'GEL', reason: '   ' });
    expect(rest.json().event).toMatchObject({ type: 'refund', amount: '100.00', reason: null, details: { type: 'full', status: 'reversed' } });
    const info = (await owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(info.data).toMatchObject({ card: '424242******4242', payment_system: 'visa' });
    expect(info.history.map((e: { amount: string; reason: string | null }) => [e.amount, e.reason])).toEqual([
      ['20.50', 'Returned one cup, card 411111******1111'],
      ['100.00', null],
    ]);
    const stored = await t.db.selectFrom('payment_events' as never).select(['reason' as never]).where('payment_id' as never, '=', id as never).execute();
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    const long = await owner.post(`/merchant/transactions/${id}/refund/`, { type: 'full', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });

  it('a payout above the threshold asks a user with two-step login for the code; nothing leaves the balance until a valid one comes', async () => {
    const start = await available();
    const asked = await payout(mfa, '150.00');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(CODE_REQUIRED);
    const wrongCode = totpCode(SECRET) === '000000' ? '111111' : '000000';
    const wrong = await payout(mfa, '150.00', { otp: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: [['otp', 'Invalid code']] });
    expect(await available()).toBe(start);
    const code = totpCode(SECRET);
    const ok = await payout(mfa, '150.00', { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ amount: '150.00', currency: 'GEL', status: 'processing' });
    // The same code again (a replay) is refused.
    const replay = await payout(mfa, '150.00', { otp: code });
    expect(replay.json()).toEqual({ error: [['otp', 'Invalid code']] });
    expect(await available()).toBe((Number(start) - 150).toFixed(2));
  });

  it('at or below the threshold no code is asked; a user without two-step login is never asked', async () => {
    expect((await payout(mfa, '100.00')).statusCode).toBe(200);
    expect((await payout(owner, '150.00')).statusCode).toBe(200);
  });
});
