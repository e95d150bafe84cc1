// The dashboard rollups (migrations 019, 038): for random ranges and time zones, including the half- and
// quarter-hour zones, the sums read from the rollups equal the sums of the payments; a refund, a
// status change, a deletion and a truncate move the rollups with the payments.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodSums, sourceFor, sums, type Group } from '../../server/dashboard/aggregates.ts';
import { addDays, previousPeriod } from '../../server/dashboard/period.ts';
import { dashboardDb } from '../../server/dashboard/tables.ts';
import { BACKENDS } from './helpers.ts';
import { insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const ZONES = ['UTC', 'Asia/Tbilisi', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Adelaide', 'Pacific/Chatham', 'Europe/Berlin'];
const GROUPS: Group[] = ['hour', 'day', 'hour_of_day', 'method', 'country'];
const STATUSES = ['approved', 'declined', 'reversed', 'partially_reversed', 'processing'];
const BINS = ['444455', '535456', '676767', '300000', null];
const COUNTRIES = ['GE', 'US', 'IN', null];
const FIRST_DAY = '2026-03-01';
const DAYS = 60;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(BACKENDS)('dashboard rollups on %s', (backend) => {
  let w: World;
  const rnd = random(11);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

  beforeAll(async () => {
    w = await startWorld(backend);
    // 600 payments over 60 days (DST changes in Europe, Adelaide and Chatham fall inside), at any second.
    const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
    const rows = Array.from({ length: 600 }, (_, i) => {
      const status = pick(STATUSES);
      const amount = 100 + Math.floor(rnd() * 50_000);
      return {
        merchant_id: w.merchant, order_id: `roll-${i}`, status, processing_status: 'success', tran_type: 'purchase', ps_tran_id: String(800_000 + i),
        amount, actual_amount: amount, capture_amount: amount, deposit_amount: 0, settlement_amount: 0, client_fee: 0,
        reversal_amount: status === 'reversed' ? amount : status === 'partially_reversed' ? Math.floor(amount / 3) : 0,
        currency: i % 5 === 0 ? 'USD' : 'GEL', actual_currency: 'GEL', card_bin: pick(BINS), card_last4: '1234', payer_country: pick(COUNTRIES),
        created_at: new Date(start + Math.floor(rnd() * DAYS * 86_400) * 1000),
      };
    });
    await w.db.insertInto('payments').values(rows).execute();
  }, START_TIMEOUT);
  afterAll(() => w.close());

  it('answers from the rollups exactly what the payments answer, for random ranges and time zones', async () => {
    for (let i = 0; i < 24; i++) {
      const timeZone = ZONES[i % ZONES.length];
      const from = addDays(FIRST_DAY, Math.floor(rnd() * DAYS) - 3);
      const period = { from, to: addDays(from, 2 + Math.floor(rnd() * 40)) };
      const scope = { merchantId: w.merchant, currency: i % 3 === 0 ? 'USD' : 'GEL', timeZone };
      expect(sourceFor(period)).toBe('rollup');
      const label = `${timeZone} ${period.from}..${period.to}`;
      for (const group of GROUPS) {
        expect(await sums(w.db, scope, period, group, 'rollup'), `${label} ${group}`).toEqual(await sums(w.db, scope, period, group, 'payments'));
      }
      const before = previousPeriod(period);
      const fromRollup = await periodSums(w.db, scope, period, before, 'rollup');
      expect(fromRollup, label).toEqual(await periodSums(w.db, scope, period, before, 'payments'));
    }
  });

  it('sums what was captured: a partial capture counts 500.00 of 950.77 authorised, from the payments and from the rollups', async () => {
    // One money model (server/money/model.ts, migration 038).
    await insertPayment(w.db, w.merchant, { created_at: new Date('2026-08-15T12:00:00Z'), amount: 95_077, actual_amount: 95_077, capture_amount: 50_000, settlement_amount: 0 });
    const volume = async (from: string, to: string) =>
      (await w.owner.get(`/dashboard/widget/1/?merchant=${w.merchant}&currency=GEL&date_from=${from}&date_to=${to}`)).json().totals.map((t: { value: string }) => t.value);
    expect(sourceFor({ from: '2026-08-15', to: '2026-08-15' })).toBe('payments');
    expect(await volume('2026-08-15', '2026-08-15')).toEqual(['500.00', '1']);
    expect(sourceFor({ from: '2026-08-01', to: '2026-08-31' })).toBe('rollup');
    expect(await volume('2026-08-01', '2026-08-31')).toEqual(['500.00', '1']);
  });

  it('moves the rollups with a refund, a status change, a deletion and a truncate', async () => {
    // A month-long range reads the rollups; the payment lands in its middle, at 10:40 in Kolkata.
    const url = `/dashboard/widget/8/?merchant=${w.merchant}&currency=GEL&date_from=2026-06-01&date_to=2026-06-30`;
    const refunded = async () => (await w.owner.get(url)).json().totals.map((t: { value: string }) => t.value);
    await dashboardDb(w.db).updateTable('merchants').set({ time_zone: 'Asia/Kolkata' }).where('id', '=', w.merchant).execute();
    expect(await refunded()).toEqual(['0.00', '0']);
    const id = await insertPayment(w.db, w.merchant, { created_at: new Date('2026-06-15T05:10:00Z'), payer_country: 'IN' });
    const refund = await w.owner.post(`/merchant/transactions/${id}/refund/`, { type: 'partial', amount: '30.05', currency: 'GEL' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await refunded()).toEqual(['30.05', '1']);
    const map = `/dashboard/widget/7/?merchant=${w.merchant}&currency=GEL&date_from=2026-06-01&date_to=2026-06-30`;
    expect((await w.owner.get(map)).json().graph).toEqual([{ country: 'IN', country_count: 1, total_amount: '100.00' }]);
    await w.db.updateTable('payments').set({ status: 'declined', reversal_amount: 0 }).where('id', '=', id).execute();
    expect(await refunded()).toEqual(['0.00', '0']);
    expect((await w.owner.get(map)).json().graph).toEqual([]);
    await w.db.updateTable('payments').set({ status: 'reversed', reversal_amount: 10_000 }).where('id', '=', id).execute();
    expect(await refunded()).toEqual(['100.00', '1']);
    await w.db.deleteFrom('payments').where('id', '=', id).execute();
    expect(await refunded()).toEqual(['0.00', '0']);
    // Emptying the payments empties the rollups.
    await sql`truncate payments cascade`.execute(w.db);
    const scope = { merchantId: w.merchant, currency: 'GEL', timeZone: 'UTC' };
    expect(await sums(w.db, scope, { from: FIRST_DAY, to: addDays(FIRST_DAY, DAYS) }, 'day', 'rollup')).toEqual(new Map());
  });
});
