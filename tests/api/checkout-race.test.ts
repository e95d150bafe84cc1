// Two payers of one payment link at the same moment (issue 12): the checkout claims the link before
// charging, so exactly one card is charged and the other payer is told, not charged. A decline
// releases the claim (the link stays created and can be paid), and one form submitted twice at once
// pays once. The acquirer here is the stand-in slowed down, so the charges really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Acquirer, ChargeRequest } from '../../server/acquirer/acquirer.ts';
import { standinAcquirer } from '../../server/acquirer/standin.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { START_TIMEOUT, PASSWORD } from './payments-fixtures.ts';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** The stand-in acquirer taking 150 ms per charge; records the cards it was asked to charge. */
function slowAcquirer(charged: ChargeRequest[]): Acquirer {
  const inner = standinAcquirer();
  return {
    name: 'slow-standin',
    async charge(request) {
      charged.push(request);
      await new Promise((r) => setTimeout(r, 150));
      return inner.charge(request);
    },
  };
}

describe.each(BACKENDS)('two payers of one link (%s)', (backend) => {
  let t: TestApp;
  let merchant: number;
  let owner: Client;
  const charged: ChargeRequest[] = [];

  beforeAll(async () => {
    t = await startApp(backend, { acquirer: slowAcquirer(charged) });
    merchant = await createMerchant(t.db, 'Race Shop', 'GE', ['GEL']);
    await createUser(t.db, { email: 'owner@race.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@race.test', PASSWORD)).statusCode).toBe(200);
  }, START_TIMEOUT);
  afterAll(async () => t?.close());

  const newLink = async () => {
    const res = await owner.post(`/merchant/payment-solutions/links/${merchant}/create/`, { amount: '9.90', currency: 'GEL', description: 'One ticket' });
    expect(res.statusCode, res.body).toBe(200);
    const { id, url } = res.json().invoice as { id: number; url: string };
    return { id, path: new URL(url).pathname };
  };
  const formToken = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    return /name="token" value="([^"]+)"/.exec(res.body)![1];
  };
  const submit = (path: string, token: string, number: string) => t.app.inject({
    method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, card_number: number, card_exp: `12/${nextYear}`, card_cvv: '737', email: 'payer@race.test' }).toString(),
  });
  const linkStatus = async (id: number) => (await owner.get(`/merchant/payment-solutions/links/${id}/info/`)).json().invoice.status as string;
  const linkPayments = async (path: string) => {
    const ref = path.split('/').pop()!;
    const rows = await t.db.selectFrom('payments').select(['status', 'card_bin', 'card_last4']).where('order_id', 'like', `link_${ref}_%`).execute();
    return rows;
  };
  const outcome = (body: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1];

  it('charges exactly one of two payers submitting at the same moment; the other is told and not charged', async () => {
    const link = await newLink();
    const [a, b] = [await formToken(link.path), await formToken(link.path)];
    charged.length = 0;
    const answers = await Promise.all([submit(link.path, a, APPROVE), submit(link.path, b, '5555555555554444')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((r) => outcome(r.body)).sort()).toEqual(['Payment in progress', 'Payment successful']);
    expect(answers.find((r) => r.statusCode === 409)!.body).toContain('your card was not charged');
    expect(charged).toHaveLength(1);
    expect(await linkPayments(link.path)).toEqual([{ status: 'approved', card_bin: charged[0].card.number.slice(0, 6), card_last4: charged[0].card.number.slice(-4) }]);
    expect(await linkStatus(link.id)).toBe('paid');
    // A third payer arriving later meets the paid link: nothing to pay.
    expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(404);
  });

  it('a decline releases the link: the payer paying meanwhile is refused, the link stays created and is paid next', async () => {
    const link = await newLink();
    const [a, b] = [await formToken(link.path), await formToken(link.path)];
    charged.length = 0;
    const declined = submit(link.path, a, DECLINE);
    await new Promise((r) => setTimeout(r, 40));
    const refused = await submit(link.path, b, APPROVE);
    expect(refused.statusCode).toBe(409);
    expect(outcome((await declined).body)).toBe('Payment declined');
    expect(charged.map((c) => c.card.number)).toEqual([DECLINE]);
    expect(await linkStatus(link.id)).toBe('created');
    const again = await submit(link.path, await formToken(link.path), APPROVE);
    expect(outcome(again.body)).toBe('Payment successful');
    expect((await linkPayments(link.path)).map((p) => p.status).sort()).toEqual(['approved', 'declined']);
    expect(await linkStatus(link.id)).toBe('paid');
  });

  it('one form submitted twice at once (a double click) pays once and shows the payment to both', async () => {
    const link = await newLink();
    const token = await formToken(link.path);
    const answers = await Promise.all([submit(link.path, token, APPROVE), submit(link.path, token, APPROVE)]);
    expect(answers.map((r) => outcome(r.body))).toEqual(['Payment successful', 'Payment successful']);
    expect(await linkPayments(link.path)).toHaveLength(1);
    expect(await linkStatus(link.id)).toBe('paid');
  });
});
