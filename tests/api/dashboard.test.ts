// Dashboard calls (spec 000 s.7 'Dashboard'): currencies, per-user widget configuration, widget
// configs and data. The numbers are checked against the fixture payments computed in plain JS and
// against the payments list of the same merchant, currency and days.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { query, SETUP_MS, signIn } from './lists-fixtures.ts';

const PASSWORD = 'Dashboard-pass-1';
const TZ = 'Asia/Tbilisi'; // UTC+4 all year
const STATUSES = ['approved', 'declined', 'reversed', 'partially_reversed', 'processing'];
const BINS = ['411111', '522222', '676767'];
const COUNTRIES = ['GE', 'US', null];
const PAID = new Set(['approved', 'reversed', 'partially_reversed']);

type Row = { order_id: string; status: string; amount: number; reversal_amount: number; currency: string; card_bin: string; payer_country: string | null; created_at: Date };

// 60 payments every 3.1 hours from 2026-11-05 00:00 UTC: they cross local midnights at various hours.
const ROWS: Row[] = Array.from({ length: 60 }, (_, i) => {
  const status = STATUSES[i % STATUSES.length];
  const amount = 1000 + i * 137;
  return {
    order_id: `dash-${i}`, status, amount, currency: i % 4 === 3 ? 'USD' : 'GEL', card_bin: BINS[i % 3], payer_country: COUNTRIES[i % 3],
    reversal_amount: status === 'reversed' ? amount : status === 'partially_reversed' ? Math.floor(amount / 2) : 0,
    created_at: new Date(Date.UTC(2026, 10, 5) + i * 3.1 * 3_600_000),
  };
});

const dayStart = (day: string) => Date.parse(`${day}T00:00:00+04:00`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const within = (from: string, to: string, currency = 'GEL') => ROWS.filter((r) => r.currency === currency
  && r.created_at.getTime() >= dayStart(from) && r.created_at.getTime() < dayStart(nextDay(to)));
const money = (minor: number) => (minor / 100).toFixed(2);
const paid = (rows: Row[]) => rows.filter((r) => PAID.has(r.status));
const sum = (rows: Row[], f: (r: Row) => number) => rows.reduce((n, r) => n + f(r), 0);

describe.each(BACKENDS)('dashboard on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let viewer: Client;
  let stranger: Client;
  let mine: number;
  let foreign: number;
  const widget = (id: number | string, qs: string, c = owner, merchant = mine) => c.get(`/dashboard/widget/${id}/?merchant=${merchant}&${qs}`);

  beforeAll(async () => {
    t = await startApp(backend);
    mine = await createMerchant(t.db, 'Dash Shop', 'GE', ['GEL', 'USD']);
    foreign = await createMerchant(t.db, 'Other Shop', 'GE', ['GEL']);
    await sql`update merchants set time_zone = ${TZ}`.execute(t.db);
    await t.db.insertInto('payments').values([...ROWS.map((r) => ({ ...r, merchant_id: mine })), ...ROWS.slice(0, 10).map((r) => ({ ...r, merchant_id: foreign }))]
      .map((r, n) => ({
        merchant_id: r.merchant_id, order_id: r.order_id, status: r.status, processing_status: 'success', tran_type: 'purchase', ps_tran_id: String(500_000 + n),
        amount: r.amount, actual_amount: r.amount, capture_amount: PAID.has(r.status) ? r.amount : 0, reversal_amount: r.reversal_amount,
        deposit_amount: 0, settlement_amount: 0, client_fee: 0, currency: r.currency, actual_currency: r.currency, card_bin: r.card_bin,
        card_last4: '1234', payer_country: r.payer_country, created_at: r.created_at,
      }))).execute();
    await createUser(t.db, { email: 'owner@dash.test', password: PASSWORD, merchants: [{ id: mine, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@dash.test', password: PASSWORD, merchants: [{ id: mine, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@dash.test', password: PASSWORD, merchants: [{ id: foreign, level: 'edit' }] });
    owner = await signIn(t.client(), 'owner@dash.test', PASSWORD);
    viewer = await signIn(t.client(), 'viewer@dash.test', PASSWORD);
    stranger = await signIn(t.client(), 'stranger@dash.test', PASSWORD);
  }, SETUP_MS);
  afterAll(() => t.close());

  it('lists the merchant currencies; a foreign merchant is not found, a signed-out caller is refused', async () => {
    const res = await owner.get(`/dashboard/currencies/?merchant=${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: ['GEL', 'USD'], default: 'GEL' });
    expect((await stranger.get(`/dashboard/currencies/?merchant=${mine}`)).statusCode).toBe(404);
    expect((await (await t.client().prime()).get(`/dashboard/currencies/?merchant=${mine}`)).statusCode).toBe(401);
  });

  it('answers every category with all its widgets active until the user chooses', async () => {
    const res = await viewer.get(`/dashboard/config/?merchant=${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.map((c: { alias: string }) => c.alias)).toEqual(['payments', 'refunds']);
    expect(data[0].active_widgets).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data[0].available_widgets[5]).toEqual({ id: 6, name: 'Payment methods', type: 'pie' });
    expect(data[0].default_period).toBe('last_7_days');
    const week = data[0].period_choices.find((p: { alias: string }) => p.alias === 'last_7_days');
    expect((Date.parse(week.date_to) - Date.parse(week.date_from)) / 86_400_000).toBe(6);
    const one = await viewer.get(`/dashboard/config/?merchant=${mine}&category_name=refunds`);
    expect(one.json()).toMatchObject({ active_widgets: [8, 9, 10], data: [{ alias: 'refunds' }] });
    expect((await viewer.get(`/dashboard/config/?merchant=${mine}&category_name=nope`)).statusCode).toBe(400);
  });

  it('stores the active widgets per user and merchant; reset brings the defaults back', async () => {
    const save = await owner.post('/dashboard/config/', { merchant: mine, category_name: 'payments', widgets: [6, 1] });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().active_widgets).toEqual([6, 1]);
    expect((await owner.get(`/dashboard/config/?merchant=${mine}&category_name=payments`)).json().active_widgets).toEqual([6, 1]);
    // Another user of the merchant keeps the defaults.
    expect((await viewer.get(`/dashboard/config/?merchant=${mine}&category_name=payments`)).json().active_widgets).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const reset = await owner.post('/dashboard/config/default/', { merchant: mine, category_name: 'payments' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data[0].active_widgets).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await owner.post('/dashboard/config/', { merchant: mine, category_name: 'refunds', widgets: [] })).json().active_widgets).toEqual([]);
    expect((await owner.post('/dashboard/config/default/', { merchant: mine })).json().data[1].active_widgets).toEqual([8, 9, 10]);
  });

  it('refuses a configuration change from a read-only user, a foreign merchant, without CSRF, or with widgets of another category', async () => {
    const body = { merchant: mine, category_name: 'payments', widgets: [1] };
    expect((await viewer.post('/dashboard/config/', body)).statusCode).toBe(403);
    expect((await viewer.post('/dashboard/config/default/', { merchant: mine })).statusCode).toBe(403);
    expect((await stranger.post('/dashboard/config/', body)).statusCode).toBe(404);
    expect((await owner.post('/dashboard/config/', body, false)).statusCode).toBe(403);
    const wrong = await owner.post('/dashboard/config/', { ...body, widgets: [1, 8] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: [['widgets', 'Enter a valid value']] });
    expect((await owner.post('/dashboard/config/', { ...body, widgets: [1, 1] })).statusCode).toBe(400);
    expect((await owner.post('/dashboard/config/', { ...body, widgets: ['x'] })).statusCode).toBe(400);
    expect((await owner.post('/dashboard/config/', { merchant: mine, widgets: [1] })).json()).toEqual({ error: [['category_name', 'field is required']] });
    expect((await owner.get(`/dashboard/config/?merchant=${mine}&category_name=payments`)).json().active_widgets).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('describes a widget; an unknown widget is not found', async () => {
    const res = await viewer.get(`/dashboard/widget/6/config/?merchant=${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 6, name: 'Payment methods', category: 'payments', type: 'pie', totals: [
      { name: 'volume', label: 'Volume', format: 'amount' }, { name: 'success', label: 'Successful payments', format: 'count' }] });
    for (const id of ['999', 'abc', '0']) {
      expect((await viewer.get(`/dashboard/widget/${id}/config/?merchant=${mine}`)).statusCode).toBe(404);
      expect((await widget(id, '')).statusCode).toBe(404);
    }
    expect((await stranger.get(`/dashboard/widget/1/config/?merchant=${mine}`)).statusCode).toBe(404);
  });

  it('sums the paid volume by day in the merchant time zone, with the previous period of the same length', async () => {
    const res = await widget(1, 'currency=GEL&date_from=2026-11-08&date_to=2026-11-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const rows = paid(within('2026-11-08', '2026-11-10'));
    const before = paid(within('2026-11-05', '2026-11-07'));
    expect(body).toMatchObject({ id: 1, type: 'line', currency: 'GEL', date_from: '2026-11-08', date_to: '2026-11-10', interval: 86_400,
      previous_period: { date_from: '2026-11-05', date_to: '2026-11-07' } });
    const volume = sum(rows, (r) => r.amount);
    const previous = sum(before, (r) => r.amount);
    expect(body.totals[0]).toEqual({ name: 'volume', label: 'Volume', format: 'amount', value: money(volume), previous: money(previous),
      change: Math.round(((volume - previous) / previous) * 1000) / 10 });
    expect(body.totals[1]).toMatchObject({ name: 'success', value: String(rows.length), previous: String(before.length) });
    expect(body.graph).toHaveLength(1);
    expect(body.graph[0].data).toEqual(['2026-11-08', '2026-11-09', '2026-11-10'].map((d) => ({ x: d, y: money(sum(paid(within(d, d)), (r) => r.amount)) })));
    // The POST form of the call answers the same.
    const post = await owner.post(`/dashboard/widget/1/`, { merchant: mine, currency: 'GEL', date_from: '2026-11-08', date_to: '2026-11-10' });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toEqual(body);
  });

  it('draws ranges of up to two days by the hour, local hours', async () => {
    const body = (await widget(2, 'currency=GEL&date_from=2026-11-06&date_to=2026-11-06')).json();
    expect(body.interval).toBe(3_600);
    expect(body.graph.map((s: { name: string }) => s.name)).toEqual(['Successful payments', 'All payments']);
    const all = body.graph[1].data;
    expect(all).toHaveLength(24);
    expect(all[0].x).toBe('2026-11-06 00:00');
    const rows = within('2026-11-06', '2026-11-06');
    const localHour = (r: Row) => (r.created_at.getUTCHours() + 4) % 24;
    expect(all.map((p: { y: string }) => Number(p.y))).toEqual(Array.from({ length: 24 }, (_, h) => rows.filter((r) => localHour(r) === h).length));
    expect(body.totals[1].value).toBe(String(rows.length));
  });

  it('computes conversion, average ticket, refunds, methods and countries from the payments', async () => {
    const qs = 'currency=GEL&date_from=2026-11-05&date_to=2026-11-12';
    const rows = within('2026-11-05', '2026-11-12');
    const ok = paid(rows);
    const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a * 10_000) / b) / 100).toFixed(2);
    expect((await widget(3, qs)).json().totals[0].value).toBe(pct(ok.length, rows.length));
    expect((await widget(4, qs)).json().totals[0].value).toBe(money(Math.round(sum(ok, (r) => r.amount) / ok.length)));
    const refunded = sum(rows, (r) => r.reversal_amount);
    expect((await widget(8, qs)).json().totals.map((x: { value: string }) => x.value)).toEqual([money(refunded), String(rows.filter((r) => r.reversal_amount > 0).length)]);
    expect((await widget(9, qs)).json().totals[0].value).toBe(pct(refunded, sum(ok, (r) => r.amount)));
    const pie = (await widget(6, qs)).json();
    expect(pie.type).toBe('pie');
    expect(pie.interval).toBeNull();
    const visa = ok.filter((r) => r.card_bin.startsWith('4'));
    expect(pie.graph.find((s: { name: string }) => s.name === 'visa')).toEqual({
      name: 'visa', total_amount: money(sum(visa, (r) => r.amount)), total_payments: visa.length,
      percent: Number(pct(sum(visa, (r) => r.amount), sum(ok, (r) => r.amount))),
      conversion: Number(pct(visa.length, rows.filter((r) => r.card_bin.startsWith('4')).length)),
    });
    expect(pie.graph.reduce((n: number, s: { percent: number }) => n + s.percent, 0)).toBeCloseTo(100, 1);
    const map = (await widget(7, qs)).json();
    expect(map.graph.map((c: { country: string; country_count: number }) => [c.country, c.country_count]).sort()).toEqual(
      ['GE', 'US'].map((c) => [c, ok.filter((r) => r.payer_country === c).length]).sort());
    const hours = (await widget(5, qs)).json();
    expect(hours.graph[0].data.map((p: { x: string }) => p.x)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(hours.graph[0].data.reduce((n: number, p: { y: string }) => n + Number(p.y), 0)).toBe(ok.length);
  });

  it("equals the payments list's sum for the same merchant, currency and days", async () => {
    for (const [currency, from, to] of [['GEL', '2026-11-06', '2026-11-09'], ['USD', '2026-11-05', '2026-11-12'], ['GEL', '2026-11-07', '2026-11-07']]) {
      const w = (await widget(1, `currency=${currency}&date_from=${from}&date_to=${to}`)).json();
      // The list filters by instant: the merchant's local midnights (UTC+4).
      const qs = query([['created', 'gte', `${from}T00:00:00+04:00`], ['created', 'lt', `${nextDay(to)}T00:00:00+04:00`],
        ['v_currency', 'eq', currency], ['status', 'in', 'approved,reversed,partially_reversed']], { limit: 80 });
      const list = await owner.get(`/merchant/transactions/payments/?merchant=${mine}&${qs}`);
      expect(list.statusCode, list.body).toBe(200);
      const data = list.json().data as Array<{ amount: string }>;
      expect(list.json().paginator.pages).toBe(1);
      const listed = data.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
      expect(data.length).toBeGreaterThan(0);
      expect(w.totals[0].value).toBe(money(listed));
      expect(w.totals[1].value).toBe(String(data.length));
    }
  });

  it('defaults to the first currency and the last 7 days', async () => {
    const body = (await widget(1, '')).json();
    expect(body.currency).toBe('GEL');
    expect((Date.parse(body.date_to) - Date.parse(body.date_from)) / 86_400_000).toBe(6);
    // A read-only user sees the widgets.
    expect((await widget(1, '', viewer)).statusCode).toBe(200);
  });

  it('gives no change when the previous period had nothing', async () => {
    const body = (await widget(1, 'currency=GEL&date_from=2026-11-05&date_to=2026-11-05')).json();
    expect(body.totals[0]).toMatchObject({ previous: '0.00', change: null });
    expect(Number(body.totals[0].value)).toBeGreaterThan(0);
  });

  it('refuses bad filters with 400 naming the field, a foreign merchant with 404', async () => {
    const cases: Array<[string, string]> = [
      ['date_from=2026-13-01', 'date_from'], ['date_from=2026-02-30', 'date_from'], ['date_to=11/10/2026', 'date_to'],
      ['date_from=2026-11-10&date_to=2026-11-09', 'date_to'], ['date_from=2025-01-01&date_to=2026-11-09', 'date_from'],
      ['currency=EUR', 'currency'], ['currency=gel', 'currency'], ['currency=GEL%00', 'currency'],
    ];
    for (const [qs, field] of cases) {
      const res = await widget(1, qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error[0][0], qs).toBe(field);
    }
    expect((await owner.post('/dashboard/widget/1/', { merchant: mine, date_from: 20261101 })).statusCode).toBe(400);
    expect((await widget(1, '', stranger)).statusCode).toBe(404);
    expect((await widget(1, '', owner, foreign)).statusCode).toBe(404);
    // A year and a day is the longest range.
    expect((await widget(1, 'date_from=2025-11-10&date_to=2026-11-10')).statusCode).toBe(200);
  });
});
