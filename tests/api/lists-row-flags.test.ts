// List rows carry the action flags of the payment detail call: the payment's state rules and the
// caller's privilege. A reader's rows offer no refund, capture or callback (they ended on 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Client } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const FLAGS = ['can_capture', 'can_reverse', 'can_callback', 'can_receipt'] as const;
const CALLBACK = { callback_data: JSON.stringify({ url: 'https://shop.example/cb' }) };

describe.each(BACKENDS)('list row flags on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
    await insertPayment(w.db, w.merchant, CALLBACK); // approved: refund, callback, receipt
    await insertPayment(w.db, w.merchant, { ...AUTHORISED, ...CALLBACK }); // capture
    await insertPayment(w.db, w.merchant, { status: 'reversed', reversal_amount: 10_000, callback_data: JSON.stringify({ response_code: 200 }) });
  }, START_TIMEOUT);
  afterAll(() => w?.close());

  const rowsOf = async (c: Client) => {
    const res = await c.get(`/merchant/transactions/payments/?merchant=${w.merchant}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const pick = (r: Record<string, unknown>) => Object.fromEntries(FLAGS.map((f) => [f, r[f]]));

  it('a reader: no row offers refund, capture or callback; receipts stay', async () => {
    const rows = await rowsOf(w.viewer);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect([r.can_capture, r.can_reverse, r.can_callback]).toEqual([false, false, false]);
    expect(rows.filter((r) => r.can_receipt)).toHaveLength(2);
  });

  it('an owner: the flags of each row equal those of its detail call', async () => {
    const rows = await rowsOf(w.owner);
    expect(rows.some((r) => r.can_reverse) && rows.some((r) => r.can_capture) && rows.some((r) => r.can_callback)).toBe(true);
    for (const c of [w.owner, w.viewer]) {
      for (const r of await rowsOf(c)) {
        const detail = (await c.get(`/merchant/transactions/${String(r.id)}/info/`)).json().data;
        expect(pick(r)).toEqual(pick(detail));
      }
    }
  });
});
