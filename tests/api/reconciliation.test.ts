// Money reconciles everywhere (issue 27 must-show 3): a property test (fast-check) generates a world
// of checkout payments, authorisations and their full or partial captures, full and partial refunds,
// chargebacks (disputes accepted: Lost), payouts (approved and declined by the processor, some still
// with it), top-ups and settlement runs (batches left open or closed), in two merchants of random
// time zones and currencies, then checks that every figure the API shows equals what this file
// computes from first principles (integer minor units): the payments list's totals, each settlement
// batch in the settlements list (and its totals and CSV export), its detail, the settlements report
// and a settled batch's invoice PDF (settlement = payments - refunds - chargebacks - fees - reserve,
// adjustments after a close carried to the next batch), the payout balance call and balances list
// (available = the ledger's sum, reserved, due), the payout history totals and the daily summary,
// 'Payments by day' (and its CSV export) and the dashboard's volume and refunds.
// What has an API call goes through it (capture, refund, dispute accept, payout create); what has
// none goes through the server's own functions (a checkout payment: insertCardPayment; a settlement
// run: payments attached as the acquirer's file would, then closeSettlement; a top-up: the ledger's
// post; the payout worker: settleDue). Runs: RECON_RUNS (default 15) per backend; RECON_SEED (and
// RECON_PATH) replay a failure, whose message names them; RECON_SHRINK=1 shrinks it first.
import { pdfItems } from './pdf-text.ts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { lockBalance, ledgerSum, post } from '../../server/ledger/ledger.ts';
import { PAYIN_FEE_PERCENT } from '../../server/ledger/payment-entries.ts';
import { ledgerDb, type LedgerTables } from '../../server/ledger/tables.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { insertCardPayment } from '../../server/payments/card-payment.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { closeSettlement } from '../../server/settlements/lines.ts';
import { downloadReport } from './report-wait.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { AUTHORISED, insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const RUNS = Number(process.env.RECON_RUNS ?? 15);
const SEED = process.env.RECON_SEED === undefined ? undefined : Number(process.env.RECON_SEED);
const PATH = process.env.RECON_PATH;
const ZONES = ['UTC', 'Asia/Tbilisi', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
const CURRENCIES = ['GEL', 'USD', 'EUR'];
const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---- Generated operations ----------------------------------------------------------------------
type Op =
  | { t: 'pay'; m: number; cur: number; amount: number; kind: 'approved' | 'declined' | 'authorised'; minutesAgo: number }
  | { t: 'capture'; pick: number; full: boolean; pct: number }
  | { t: 'refund'; pick: number; full: boolean; pct: number }
  | { t: 'chargeback'; pick: number; pct: number }
  | { t: 'payout'; m: number; cur: number; pct: number; decline: boolean }
  | { t: 'worker' }
  | { t: 'topup'; m: number; cur: number; amount: number }
  | { t: 'settle'; m: number; cur: number; close: boolean; next: boolean; feeBp: number; reservePct: number; lag: number }
  | { t: 'close'; m: number; cur: number };

const merchantIdx = fc.integer({ min: 0, max: 1 });
const curIdx = fc.integer({ min: 0, max: 1 });
const pct = fc.integer({ min: 1, max: 100 });
const payArb: fc.Arbitrary<Op> = fc.record({ t: fc.constant('pay' as const), m: merchantIdx, cur: curIdx, amount: fc.integer({ min: 1, max: 250_000 }),
  kind: fc.constantFrom('approved' as const, 'approved' as const, 'declined' as const, 'authorised' as const), minutesAgo: fc.integer({ min: 0, max: 10 * 24 * 60 }) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: payArb },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('capture' as const), pick: fc.nat(), full: fc.boolean(), pct }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('refund' as const), pick: fc.nat(), full: fc.boolean(), pct }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('chargeback' as const), pick: fc.nat(), pct }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('payout' as const), m: merchantIdx, cur: curIdx, pct, decline: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('worker' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('topup' as const), m: merchantIdx, cur: curIdx, amount: fc.integer({ min: 1, max: 500_000 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('settle' as const), m: merchantIdx, cur: curIdx, close: fc.boolean(), next: fc.boolean(),
    feeBp: fc.integer({ min: 0, max: 500 }), reservePct: fc.integer({ min: 0, max: 10 }), lag: fc.integer({ min: 0, max: 8 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('close' as const), m: merchantIdx, cur: curIdx }) },
);
const merchantArb = fc.record({ zone: fc.constantFrom(...ZONES), currencies: fc.shuffledSubarray(CURRENCIES, { minLength: 2, maxLength: 2 }) });
/** A few payments first, so the other operations find something to act on; then anything, in any order. */
const worldArb = fc.record({
  merchants: fc.tuple(merchantArb, merchantArb),
  ops: fc.tuple(fc.array(payArb, { minLength: 2, maxLength: 8 }), fc.array(opArb, { minLength: 5, maxLength: 28 })).map(([a, b]) => [...a, ...b]),
});
type WorldSpec = { merchants: [{ zone: string; currencies: string[] }, { zone: string; currencies: string[] }]; ops: Op[] };

// ---- The model: what the money must be, from first principles -----------------------------------
type Merchant = { id: number; zone: string; currencies: string[] };
type Batch = { id: number; odb: string; m: Merchant; cur: string; from: string; to: string; payments: Payment[]; carried: Line[]; frozen: Figures | null };
type Payment = {
  id: number; m: Merchant; cur: string; orderId: string; amount: number; status: string; c: number; r: number; created: Date;
  batch: Batch | null; fee: number; reserve: number; lost: number; disputed: boolean;
};
/** An adjustment carried from a settled batch; `day`: the merchant's local day it happened. */
type Line = { kind: 'refund' | 'chargeback'; amount: number; day: string };
type Figures = { cnt: number; payments: number; refunds: number; chargebacks: number; fees: number; deposits: number; settlement_amount: number };
type Payout = { m: Merchant; cur: string; amount: number; status: 'processing' | 'approved' | 'declined'; decline: boolean };

const PAID = new Set(['approved', 'partially_reversed', 'reversed']);
/** The provider's fee in the ledger: PAYIN_FEE_PERCENT of what the merchant keeps, rounded up. */
const ledgerFee = (p: Payment) => Math.ceil(((p.c - p.r) * PAYIN_FEE_PERCENT) / 100);
const minor = (amount: string) => {
  const [whole, cents = ''] = amount.split('.');
  const n = Number(whole.replace('-', '')) * 100 + Number(cents.padEnd(2, '0'));
  return amount.startsWith('-') ? -n : n;
};
const text = (n: number) => `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;
const localDay = (d: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const sumBy = <T>(xs: T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
/** Per-currency sums in the reply's form (currency order), skipping nothing. */
const byCurrency = <T>(xs: T[], cur: (x: T) => string, f: (x: T) => number) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(cur(x), (m.get(cur(x)) ?? 0) + f(x));
  return [...m].sort(([a], [b]) => a.localeCompare(b)).map(([currency, n]) => ({ currency, amount: text(n) }));
};

function liveFigures(b: Batch): Figures {
  const carried = (kind: Line['kind']) => sumBy(b.carried.filter((l) => l.kind === kind), (l) => l.amount);
  const f = {
    cnt: b.payments.length, payments: sumBy(b.payments, (p) => p.c), refunds: sumBy(b.payments, (p) => p.r) + carried('refund'),
    chargebacks: sumBy(b.payments, (p) => p.lost) + carried('chargeback'), fees: sumBy(b.payments, (p) => p.fee), deposits: sumBy(b.payments, (p) => p.reserve),
  };
  return { ...f, settlement_amount: f.payments - f.refunds - f.chargebacks - f.fees - f.deposits };
}
const figures = (b: Batch) => b.frozen ?? liveFigures(b);

/** Every row of a list call (cursor by cursor) and the first page's totals. */
async function allRows(c: Client, path: string, limit = true): Promise<{ rows: Array<Record<string, string>>; totals: unknown }> {
  const rows: Array<Record<string, string>> = [];
  let totals: unknown;
  let cursor = '';
  for (let page = 0; page < 100; page++) {
    const res = await c.get(`${path}${limit ? '&limit=80' : ''}${cursor}`);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    const body = res.json();
    if (page === 0) totals = body.totals;
    rows.push(...body.data);
    if (!body.paginator?.next_cursor) return { rows, totals };
    cursor = `&cursor=${body.paginator.next_cursor}`;
  }
  throw new Error(`${path}: more than 100 pages`);
}

/** The lines of a CSV export as records by the header's labels (the cells hold no commas). */
function csvRecords(body: string): Array<Record<string, string>> {
  const [head, ...lines] = body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
  return lines.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i]])));
}

describe.each(BACKENDS)('money reconciles on %s', (backend) => {
  let t: TestApp;
  let worlds = 0;
  /** The operations that took effect, by kind (RECON_STATS=1 prints them). */
  const applied = new Map<string, number>();
  const processor = standinPayoutProcessor(0);

  beforeAll(async () => {
    t = await startApp(backend, { payoutProcessor: processor });
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  /** One generated world on fresh merchants of the same app: applies its operations, then checks every figure. */
  async function check(spec: WorldSpec): Promise<void> {
    const db: Db = t.db;
    const n = (worlds += 1);
    const merchants: Merchant[] = [];
    for (const [i, ms] of spec.merchants.entries()) {
      const id = await createMerchant(db, `Recon ${backend} ${n} ${i}`, 'GE', ms.currencies);
      await sql`update merchants set time_zone = ${ms.zone}, has_multiparty = true where id = ${id}`.execute(db);
      merchants.push({ id, zone: ms.zone, currencies: ms.currencies });
    }
    const email = `recon-${backend}-${n}@test.local`;
    await createUser(db, { email, password: PASSWORD, merchants: merchants.map((m) => ({ id: m.id, level: 'edit' as const })) });
    const user = t.client();
    const login = await user.login(email, PASSWORD);
    expect(login.statusCode, login.body).toBe(200);

    const payments: Payment[] = [];
    const batches: Batch[] = [];
    const waiting = new Map<string, Line[]>();
    const payouts: Payout[] = [];
    const topups: Array<{ m: Merchant; cur: string; amount: number }> = [];
    const key = (m: Merchant, cur: string) => `${m.id}:${cur}`;
    const available = (m: Merchant, cur: string) =>
      sumBy(payments.filter((p) => p.m === m && p.cur === cur), (p) => p.c - p.r - ledgerFee(p))
      + sumBy(topups.filter((x) => x.m === m && x.cur === cur), (x) => x.amount)
      - sumBy(payouts.filter((x) => x.m === m && x.cur === cur && x.status !== 'declined'), (x) => x.amount);
    const pick = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);
    const part = (cap: number, p: number) => Math.max(1, Math.floor((cap * p) / 100));
    /** A refund or lost chargeback on a payment: live in its open batch, else carried (to the next open batch, or waiting). */
    const adjust = (p: Payment, line: Line) => {
      if (!p.batch?.frozen) return;
      applied.set(`${line.kind} carried`, (applied.get(`${line.kind} carried`) ?? 0) + 1);
      // The next open batch: the earliest period, then the first made.
      const next = batches.filter((b) => b.m === p.m && b.cur === p.cur && !b.frozen).sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id)[0];
      if (next) next.carried.push(line);
      else if (applied.set(`${line.kind} waiting`, (applied.get(`${line.kind} waiting`) ?? 0) + 1)) waiting.set(key(p.m, p.cur), [...(waiting.get(key(p.m, p.cur)) ?? []), line]);
    };
    const openBatch = async (m: Merchant, cur: string, from: string, to: string): Promise<Batch> => {
      const odb = `ODB${m.id}${String(batches.length + 1).padStart(4, '0')}`;
      const { id } = await db.insertInto('settlements').values({
        merchant_id: m.id, odb_ref: odb, settlement_currency: cur, period_from: from, period_to: to, status: 'pending', account_number: 'GE00TB0000000000000001',
      }).returning('id').executeTakeFirstOrThrow();
      const b: Batch = { id, odb, m, cur, from, to, payments: [], carried: [], frozen: null };
      batches.push(b);
      return b;
    };
    const close = async (b: Batch) => {
      await db.transaction().execute((trx) => closeSettlement(trx, b.id));
      // It takes the adjustments waiting for a batch up to its period's last local day.
      const waits = waiting.get(key(b.m, b.cur)) ?? [];
      b.carried.push(...waits.filter((l) => l.day <= b.to));
      waiting.set(key(b.m, b.cur), waits.filter((l) => l.day > b.to));
      b.frozen = liveFigures(b);
    };

    for (const op of spec.ops) {
      if (op.t === 'pay') {
        const m = merchants[op.m];
        const cur = m.currencies[op.cur];
        const created = new Date(Date.now() - op.minutesAgo * 60_000);
        const orderId = `recon-${n}-${payments.length}`;
        let id: number;
        if (op.kind === 'authorised') {
          // An authorisation waiting for its capture (as a pre-authorising checkout leaves it).
          id = await insertPayment(db, m.id, { ...AUTHORISED, order_id: orderId, amount: op.amount, currency: cur, actual_currency: cur, created_at: created });
        } else {
          // A checkout payment, as the acquirer's answer makes it; then dated when it was paid.
          const row = await db.transaction().execute((trx) => insertCardPayment(trx, {
            merchantId: m.id, orderId, amount: op.amount, currency: cur, cardNumber: APPROVE,
            result: op.kind === 'approved' ? { outcome: 'approved', reference: `ref-${orderId}` } : { outcome: 'declined', reference: `ref-${orderId}`, reason: 'Declined' },
          }));
          id = row.id;
          await db.updateTable('payments').set({ created_at: created }).where('id', '=', id).execute();
        }
        payments.push({
          id, m, cur, orderId, amount: op.amount, status: op.kind === 'authorised' ? 'processing' : op.kind, c: op.kind === 'approved' ? op.amount : 0, r: 0,
          created, batch: null, fee: 0, reserve: 0, lost: 0, disputed: false,
        });
      } else if (op.t === 'capture') {
        const p = pick(payments.filter((x) => x.status === 'processing' && x.c < x.amount), op.pick);
        if (!p) continue;
        const amount = op.full ? p.amount - p.c : part(p.amount - p.c, op.pct);
        const body = op.full ? { type: 'full' } : { type: 'partial', amount: text(amount), currency: p.cur };
        const res = await user.post(`/merchant/transactions/${p.id}/capture/`, body);
        expect(res.statusCode, `capture ${p.id}: ${res.body}`).toBe(200);
        p.c += amount;
        p.status = 'approved';
      } else if (op.t === 'refund') {
        const p = pick(payments.filter((x) => (x.status === 'approved' || x.status === 'partially_reversed') && x.r < x.c), op.pick);
        if (!p) continue;
        const amount = op.full ? p.c - p.r : part(p.c - p.r, op.pct);
        const body = op.full ? { type: 'full' } : { type: 'partial', amount: text(amount), currency: p.cur };
        // The ledger's change: the refund out, the part of the fee it returns back in.
        const before = ledgerFee(p);
        const after = Math.ceil(((p.c - p.r - amount) * PAYIN_FEE_PERCENT) / 100);
        const covered = available(p.m, p.cur) - amount + (before - after) >= 0;
        const res = await user.post(`/merchant/transactions/${p.id}/refund/`, body);
        if (!covered) {
          // Payouts took the money: refused, nothing changes.
          expect(res.statusCode, `refund ${p.id}: ${res.body}`).toBe(400);
          expect(res.body).toContain('does not cover this refund');
          applied.set('refund refused', (applied.get('refund refused') ?? 0) + 1);
          continue;
        }
        expect(res.statusCode, `refund ${p.id}: ${res.body}`).toBe(200);
        p.r += amount;
        p.status = p.r === p.c ? 'reversed' : 'partially_reversed';
        adjust(p, { kind: 'refund', amount, day: localDay(new Date(), p.m.zone) });
      } else if (op.t === 'chargeback') {
        const p = pick(payments.filter((x) => PAID.has(x.status) && !x.disputed), op.pick);
        if (!p) continue;
        const amount = part(p.c, op.pct);
        const dispute = await db.insertInto('disputes').values({
          merchant_id: p.m.id, payment_id: p.id, chargeback_id: `CB-${p.orderId}`, merchant_orderid: p.orderId, internal_orderid: `int-${p.orderId}`,
          email: 'buyer@example.com', actual_amount: p.c, dispute_amount: amount, currency: p.cur,
          response_deadline: '2099-12-31', dispute_date: localDay(new Date(), p.m.zone), status_name: 'Needs response',
        }).returning('id').executeTakeFirstOrThrow();
        const res = await user.post(`/merchant/transactions/disputes/${dispute.id}/accept/`, {});
        expect(res.statusCode, `accept dispute ${dispute.id}: ${res.body}`).toBe(200);
        p.disputed = true;
        p.lost += amount;
        adjust(p, { kind: 'chargeback', amount, day: localDay(new Date(), p.m.zone) });
      } else if (op.t === 'payout') {
        const m = merchants[op.m];
        const cur = m.currencies[op.cur];
        const have = available(m, cur);
        if (have < 1) continue;
        const amount = part(have, op.pct);
        const res = await user.request({
          method: 'POST', url: `/api/v2/merchant/${m.id}/payout/create/`, headers: { 'idempotency-key': `recon-${backend}-${n}-${payouts.length}` },
          payload: { type: 'card', receiver: op.decline ? DECLINE : APPROVE, amount: text(amount), currency: cur },
        });
        expect(res.statusCode, `payout ${text(amount)} ${cur}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe('processing');
        payouts.push({ m, cur, amount, status: 'processing', decline: op.decline });
      } else if (op.t === 'worker') {
        while ((await settleDue(db, processor)) > 0);
        for (const x of payouts) if (x.status === 'processing') x.status = x.decline ? 'declined' : 'approved';
      } else if (op.t === 'topup') {
        const m = merchants[op.m];
        const cur = m.currencies[op.cur];
        // A top-up has no call: the ledger's own entry, as the demo's top-up is written.
        await db.transaction().execute(async (trx) => {
          const ledger = trx.withTables<LedgerTables>();
          await lockBalance(ledger, m.id, cur);
          await post(ledger, [{ merchantId: m.id, currency: cur, kind: 'topup', amount: op.amount, ref: `topup:recon-${backend}-${n}-${topups.length}` }]);
        });
        topups.push({ m, cur, amount: op.amount });
      } else if (op.t === 'settle') {
        // A settlement run: a batch of the merchant and currency over 30 local days up to `lag` days
        // ago (0: up to tomorrow); the acquirer's file names the paid payments of those days (in the
        // merchant's time zone) with their fee and reserve, as the seed attaches them; closed now or later.
        const m = merchants[op.m];
        const cur = m.currencies[op.cur];
        const today = localDay(new Date(), m.zone);
        const to = op.lag === 0 ? addDays(today, 1) : addDays(today, -op.lag);
        const from = addDays(to, -30);
        const b = await openBatch(m, cur, from, to);
        const id = b.id;
        const fee = sql`((p.capture_amount * ${op.feeBp} + 9999) / 10000)`;
        await sql`update payments p set settlement_id = ${id}, deposit_amount = least(p.capture_amount - ${fee}, p.capture_amount * ${op.reservePct} / 100),
            settlement_amount = p.capture_amount - ${fee} - least(p.capture_amount - ${fee}, p.capture_amount * ${op.reservePct} / 100)
          from merchants m where m.id = p.merchant_id and p.merchant_id = ${m.id} and p.currency = ${cur} and p.settlement_id is null
            and p.status in ('approved', 'partially_reversed', 'reversed') and (p.created_at at time zone m.time_zone)::date between ${from}::date and ${to}::date`.execute(db);
        for (const p of payments.filter((x) => x.m === m && x.cur === cur && PAID.has(x.status) && !x.batch)) {
          const day = localDay(p.created, m.zone);
          if (day < from || day > to) continue;
          p.fee = Math.ceil((p.c * op.feeBp) / 10_000);
          p.reserve = Math.min(p.c - p.fee, Math.floor((p.c * op.reservePct) / 100));
          p.batch = b;
          b.payments.push(p);
        }
        if (op.close) {
          await close(b);
          // The batch of the next week opens (no payments yet): it takes what is carried from now on.
          if (op.next) await openBatch(m, cur, addDays(to, 1), addDays(to, 7));
        }
      } else {
        const m = merchants[op.m];
        const b = batches.find((x) => x.m === m && x.cur === m.currencies[op.cur] && !x.frozen);
        if (!b) continue;
        await close(b);
      }
      applied.set(op.t, (applied.get(op.t) ?? 0) + 1);
    }

    // Lists read their count and totals from a cache that an API write drops; the server-side
    // writes above (checkout, settlement runs) went past the API, so one write drops them first.
    for (const m of merchants) {
      expect((await user.post(`/merchant/transactions/payments/settings/?merchant=${m.id}`, { limit: 20 })).statusCode).toBe(200);
    }

    for (const m of merchants) {
      const mine = payments.filter((p) => p.m === m);
      const label = `merchant ${m.id} (${m.zone}, ${m.currencies.join('/')})`;

      // Payments list: its totals are captured less refunded, per currency.
      const list = await allRows(user, `/merchant/transactions/payments/?merchant=${m.id}`);
      expect(list.rows.length, `${label} payments`).toBe(mine.length);
      expect(list.totals, `${label} payments list totals`).toEqual(byCurrency(mine, (p) => p.cur, (p) => (PAID.has(p.status) ? p.c - p.r : 0)));

      // Settlements: every batch line by line, in the list, its detail and the settlements report.
      const own = batches.filter((b) => b.m === m);
      const bulk = await allRows(user, `/merchant/transactions/settlements/bulk/?merchant=${m.id}`);
      const report = await allRows(user, `/merchant/reports/settlements/?merchant=${m.id}`);
      expect(bulk.rows.map((r) => r.odb_ref).sort(), `${label} batches`).toEqual(own.map((b) => b.odb).sort());
      for (const b of own) {
        const f = figures(b);
        const want = {
          status: b.frozen ? 'settled' : 'pending', cnt: f.cnt, payments: f.payments, amount: f.payments, refunds: f.refunds, chargebacks: f.chargebacks,
          fees: f.fees, deposits: f.deposits, settlement_amount: f.settlement_amount,
        };
        const shown = (r: Record<string, unknown>) => ({
          status: r.status, cnt: Number(r.cnt), payments: minor(String(r.payments)), amount: minor(String(r.amount)), refunds: minor(String(r.refunds)),
          chargebacks: minor(String(r.chargebacks)), fees: minor(String(r.fees)), deposits: minor(String(r.deposits)), settlement_amount: minor(String(r.settlement_amount)),
        });
        expect(shown(bulk.rows.find((r) => r.odb_ref === b.odb)!), `${label} ${b.odb} in the settlements list`).toEqual(want);
        expect(minor(bulk.rows.find((r) => r.odb_ref === b.odb)!.fee_oplata), `${label} ${b.odb} fee_oplata`).toBe(f.fees);
        const info = await user.get(`/merchant/transactions/settlements/${b.odb}/info/`);
        expect(info.statusCode, info.body).toBe(200);
        expect(shown(info.json().data), `${label} ${b.odb} detail`).toEqual(want);
        const r = report.rows.find((x) => x.odb_ref === b.odb)!;
        expect({ amount: minor(r.amount), fees: minor(r.fees), refunds: minor(r.refunds), chargebacks: minor(r.chargebacks), settlement_amount: minor(r.settlement_amount), cnt: Number(r.cnt) },
          `${label} ${b.odb} in the settlements report`).toEqual({ amount: f.payments, fees: f.fees, refunds: f.refunds, chargebacks: f.chargebacks, settlement_amount: f.settlement_amount, cnt: f.cnt });
        // A settled batch's invoice (issued when it closed) says the same, line by line.
        if (b.frozen) {
          const pdf = await user.request({ method: 'GET', url: `/api/v2/merchant/reports/invoices/${b.id}/pdf/?merchant=${m.id}` });
          expect(pdf.statusCode, `${b.odb} invoice`).toBe(200);
          const items = pdfItems(pdf.rawPayload);
          applied.set('invoices read', (applied.get('invoices read') ?? 0) + 1);
          const after = (itemLabel: string) => items[items.indexOf(itemLabel) + 1];
          expect({
            payments: after('Payments processed'), refunds: after('Refunds'), chargebacks: after('Chargebacks'), deposits: after('Rolling reserve'),
            fees: after('Processing fees'), invoiced: after('Total fees invoiced'), paid: after('Settlement amount paid out'),
          }, `${label} ${b.odb} invoice`).toEqual({
            payments: text(f.payments), refunds: text(f.refunds), chargebacks: text(f.chargebacks), deposits: text(f.deposits), fees: text(f.fees),
            invoiced: `${text(f.fees)} ${b.cur}`, paid: `${text(f.settlement_amount)} ${b.cur}`,
          });
        }
      }
      expect(bulk.totals, `${label} settlements list totals`).toEqual(byCurrency(own, (b) => b.cur, (b) => figures(b).settlement_amount));
      // Its CSV export: the same figures per batch.
      const fields = ['odb_ref', 'amount', 'refunds', 'chargebacks', 'fees', 'deposits', 'settlement_amount'] as const;
      const exported = await user.post(`/merchant/transactions/settlements/bulk/export/?merchant=${m.id}`, { fields });
      expect(exported.statusCode, exported.body).toBe(200);
      const file = await downloadReport(user, db, exported.json().id);
      expect(file.statusCode, `${label} settlements export`).toBe(200);
      const money = ['Amount', 'Refunds', 'Chargebacks', 'Fees', 'Rolling reserve', 'Settlement amount'];
      expect(new Map(csvRecords(file.body).map((r) => [r.Reference, [r.Currency, ...money.map((k) => minor(r[k]))]])), `${label} settlements CSV export`)
        .toEqual(new Map(own.map((b) => {
          const f = figures(b);
          return [b.odb, [b.cur, f.payments, f.refunds, f.chargebacks, f.fees, f.deposits, f.settlement_amount]];
        })));

      // Balances: available is the ledger's sum (pay-ins less fees and refunds, top-ups, payouts not
      // declined), reserved the payouts still with the processor, due the authorised not captured.
      const call = await user.get(`/merchant/${m.id}/payout/balance/`);
      expect(call.statusCode, call.body).toBe(200);
      const balances = (call.json().balances as Array<Record<string, string>>);
      const balanceList = await allRows(user, `/merchant/payouts/balances/?merchant=${m.id}`);
      for (const cur of m.currencies) {
        const want = {
          currency: cur, balance_db: text(available(m, cur)),
          balance_hold: text(sumBy(payouts.filter((x) => x.m === m && x.cur === cur && x.status === 'processing'), (x) => x.amount)),
          balance_cr: text(sumBy(mine.filter((p) => p.cur === cur && p.status === 'processing'), (p) => p.amount - p.c)),
        };
        expect(balances.find((b) => b.currency === cur), `${label} ${cur} balance call`).toEqual(want);
        const row = balanceList.rows.find((b) => b.currency === cur)!;
        expect({ currency: row.currency, balance_db: row.balance_db, balance_hold: row.balance_hold, balance_cr: row.balance_cr }, `${label} ${cur} balances list`).toEqual(want);
        expect(await ledgerSum(ledgerDb(db), m.id, cur), `${label} ${cur} ledger sum`).toBe(available(m, cur));
      }

      // Payout history: paid out and pending per currency (declined gave the money back).
      const history = await allRows(user, `/merchant/payouts/history/?merchant=${m.id}`);
      const sent = payouts.filter((x) => x.m === m);
      expect(history.rows.length, `${label} payouts`).toBe(sent.length);
      expect(history.totals, `${label} payout history totals`).toEqual(byCurrency(sent, (x) => x.cur, (x) => (x.status === 'declined' ? 0 : x.amount)));

      // Daily summary of the ledger: money in (pay-ins, top-ups, less refunds), out, fees; the last day's balance.
      const summary = await allRows(user, `/merchant/payouts/summary/?merchant=${m.id}`);
      for (const cur of new Set([...mine.filter((p) => p.c > 0).map((p) => p.cur), ...topups.filter((x) => x.m === m).map((x) => x.cur)])) {
        const rows = summary.rows.filter((r) => r.currency === cur);
        const got = { payin: sumBy(rows, (r) => minor(r.payin)), payout: sumBy(rows, (r) => minor(r.payout)), fee: sumBy(rows, (r) => minor(r.fee)),
          balance: minor([...rows].sort((a, b) => b.operationday.localeCompare(a.operationday))[0].balance) };
        const own2 = mine.filter((p) => p.cur === cur);
        expect(got, `${label} ${cur} payout summary`).toEqual({
          payin: sumBy(own2, (p) => p.c - p.r) + sumBy(topups.filter((x) => x.m === m && x.cur === cur), (x) => x.amount),
          payout: sumBy(sent.filter((x) => x.cur === cur && x.status !== 'declined'), (x) => x.amount),
          fee: sumBy(own2, ledgerFee), balance: available(m, cur),
        });
      }

      // 'Payments by day' (UTC days): counts, captured, refunded and settled per day and currency.
      const byDay = await allRows(user, `/merchant/reports/special/1001/?merchant=${m.id}`, false);
      const days = new Map<string, { payments_count: number; approved_count: number; declined_count: number; approved_amount: number; refunded_amount: number; settled_amount: number }>();
      for (const p of mine) {
        const k = `${p.created.toISOString().slice(0, 10)} ${p.cur}`;
        const e = days.get(k) ?? { payments_count: 0, approved_count: 0, declined_count: 0, approved_amount: 0, refunded_amount: 0, settled_amount: 0 };
        const paid = PAID.has(p.status);
        days.set(k, {
          payments_count: e.payments_count + 1, approved_count: e.approved_count + (paid ? 1 : 0), declined_count: e.declined_count + (p.status === 'declined' ? 1 : 0),
          approved_amount: e.approved_amount + (paid ? p.c : 0), refunded_amount: e.refunded_amount + (paid ? p.r : 0),
          settled_amount: e.settled_amount + (p.batch ? p.c - p.fee - p.reserve : 0),
        });
      }
      expect(new Map(byDay.rows.map((r) => [`${r.day} ${r.currency}`, {
        payments_count: Number(r.payments_count), approved_count: Number(r.approved_count), declined_count: Number(r.declined_count),
        approved_amount: minor(r.approved_amount), refunded_amount: minor(r.refunded_amount), settled_amount: minor(r.settled_amount),
      }])), `${label} payments by day`).toEqual(days);
      // Its CSV export says the same.
      const dayFields = ['day', 'currency', 'payments_count', 'approved_count', 'declined_count', 'approved_amount', 'refunded_amount', 'settled_amount'];
      const dayExport = await user.post(`/merchant/reports/special/1001/export/CSV/?merchant=${m.id}`, { fields: dayFields });
      expect(dayExport.statusCode, dayExport.body).toBe(200);
      const dayFile = await downloadReport(user, db, dayExport.json().id);
      expect(new Map(csvRecords(dayFile.body).map((r) => [`${r.Day} ${r.Currency}`, {
        payments_count: Number(r.Payments), approved_count: Number(r.Approved), declined_count: Number(r.Declined),
        approved_amount: minor(r['Approved amount']), refunded_amount: minor(r.Refunded), settled_amount: minor(r.Settled),
      }])), `${label} payments by day CSV export`).toEqual(days);

      // Dashboard (local days of the merchant): volume captured and paid count; refunded and refunds.
      const today = localDay(new Date(), m.zone);
      const range = `date_from=${addDays(today, -11)}&date_to=${today}`;
      for (const cur of m.currencies) {
        const ofCur = mine.filter((p) => p.cur === cur);
        const volume = (await user.get(`/dashboard/widget/1/?merchant=${m.id}&currency=${cur}&${range}`)).json();
        expect(volume.totals.map((x: { value: string }) => x.value), `${label} ${cur} dashboard volume`)
          .toEqual([text(sumBy(ofCur, (p) => (PAID.has(p.status) ? p.c : 0))), String(ofCur.filter((p) => PAID.has(p.status)).length)]);
        const refunds = (await user.get(`/dashboard/widget/8/?merchant=${m.id}&currency=${cur}&${range}`)).json();
        expect(refunds.totals.map((x: { value: string }) => x.value), `${label} ${cur} dashboard refunds`)
          .toEqual([text(sumBy(ofCur, (p) => p.r)), String(ofCur.filter((p) => p.r > 0).length)]);
      }
    }
  }

  it('every total shown equals the sum computed from the operations, over generated worlds', async () => {
    const out = await fc.check(fc.asyncProperty(worldArb, (spec) => check(spec as WorldSpec)), {
      numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: process.env.RECON_SHRINK !== '1',
    });
    if (process.env.RECON_STATS === '1') console.log(`${backend}: ${out.numRuns} worlds; applied ${JSON.stringify(Object.fromEntries(applied))}`);
    if (out.failed) {
      const replay = `RECON_SEED=${out.seed}${out.counterexamplePath ? ` RECON_PATH=${out.counterexamplePath}` : ''}`;
      throw new Error(`Reconciliation failed on ${backend}: replay with ${replay}\n${fc.defaultReportMessage(out)}\n${String(out.errorInstance)}`, { cause: out.errorInstance });
    }
  }, 300_000);
});
