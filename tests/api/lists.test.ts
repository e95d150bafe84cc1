// Generic list service over the payments list: reply shape, every filter mode, validation,
// search words, tabs, access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, fixtureRow, insertFixtures, query, signIn, type Fixture } from './lists-fixtures.ts';
import { FULL_PAN } from '../support/pan';

const PASSWORD = 'Lists-pass-1';
const ROWS = Array.from({ length: 40 }, (_, i) => fixtureRow(i + 1));
const newestFirst = (rows: Fixture[]) => [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map((r) => r.order_id);

describe.each(BACKENDS)('payments list on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let mine: number;
  let foreign: number;
  const list = (qs: string, merchant = mine, c = owner, path = 'payments') => c.get(`/merchant/transactions/${path}/?merchant=${merchant}&${qs}`);
  const orderIds = async (qs: string, path = 'payments') => {
    const res = await list(`${qs}&limit=80`, mine, owner, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((r: { order_id: string }) => r.order_id);
  };

  beforeAll(async () => {
    t = await startApp(backend);
    mine = await createMerchant(t.db, 'Lists Shop');
    foreign = await createMerchant(t.db, 'Other Shop');
    await insertFixtures(t.db, mine, ROWS);
    await insertFixtures(t.db, foreign, ROWS.slice(0, 5));
    await createUser(t.db, { email: 'owner@lists.test', password: PASSWORD, merchants: [{ id: mine, level: 'edit' }] });
    await createUser(t.db, { email: 'reader@lists.test', password: PASSWORD, merchants: [{ id: mine, level: 'read' }] });
    owner = await signIn(t.client(), 'owner@lists.test', PASSWORD);
  }, SETUP_MS);
  afterAll(() => t.close());

  it('answers the generic list reply', async () => {
    const res = await list('page=1&limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accepted_fields', 'can_edit', 'current', 'data', 'enabled_filters', 'fields', 'filters',
      'fulltext_fields', 'mandatory_fields', 'paginator', 'params', 'query_words', 'totals'].sort());
    expect(body.paginator).toMatchObject({ page: 1, pages: 8, limit: 5, count: 40, count_exact: true, prev_cursor: null });
    expect(typeof body.paginator.next_cursor).toBe('string');
    expect(body.data.map((r: { order_id: string }) => r.order_id)).toEqual(newestFirst(ROWS).slice(0, 5));
    expect(body.fields).toContainEqual({ name: 'amount', label: 'Amount', format: 'amount', currencyField: 'v_currency', sortable: true });
    expect(body.accepted_fields).toContain('order_id');
    expect(body.accepted_fields).not.toContain('can_capture');
    expect(body.mandatory_fields).toEqual(['id', 'status']);
    // Columns, defaults and filters are those of schemas/lists/payments.json and schemas/filters/payments.json.
    expect(body.current.fields).toEqual(['id', 'order_id', 'created', 'status', 'tran_type', 'amount', 'payment_system', 'card', 'channel', 'sender_email']);
    expect(body.accepted_fields.slice(0, 12)).toEqual([...body.current.fields, 'actual_amount', 'merchant']);
    expect(body.enabled_filters).toEqual(['created', 'status', 'order_id']);
    expect(body.fulltext_fields).toEqual(['order_id', 'card_last4', 'sender_email', 'amount']);
    expect(body.filters.find((f: { name: string }) => f.name === 'status')).toMatchObject({ type: 'select', search_modes: ['eq', 'ne', 'in'] });
    expect(body.filters.find((f: { name: string }) => f.name === 'created')).toMatchObject({ type: 'daterange', search_modes: ['range', 'eq', 'gt', 'gte', 'lt', 'lte'] });
    expect(body.params).toEqual({ page: 1, limit: 5, filters: [], query_words: '', sort: '-created' });
    const row = body.data[0];
    const source = ROWS.find((r) => r.order_id === row.order_id)!;
    expect(row).toMatchObject({ amount: (source.amount / 100).toFixed(2), v_currency: 'GEL', card: `411111******${source.card_last4}`,
      created: source.created_at.toISOString(), merchant: 'Lists Shop' });
    expect(typeof row.can_capture).toBe('boolean');
    expect(res.body).not.toMatch(FULL_PAN);
  });

  const cases: Array<[string, Array<[string, string, string]>, (r: Fixture) => boolean]> = [
    ['eq', [['status', 'eq', 'declined']], (r) => r.status === 'declined'],
    ['ne', [['status', 'ne', 'declined']], (r) => r.status !== 'declined'],
    ['in', [['status', 'in', 'approved,reversed']], (r) => ['approved', 'reversed'].includes(r.status)],
    ['gt amount', [['amount', 'gt', '30.50']], (r) => r.amount > 3050],
    ['gte amount', [['amount', 'gte', '30.50']], (r) => r.amount >= 3050],
    ['lt amount', [['amount', 'lt', '5.5']], (r) => r.amount < 550],
    ['lte amount', [['amount', 'lte', '5.50']], (r) => r.amount <= 550],
    ['eq amount', [['amount', 'eq', '12.50']], (r) => r.amount === 1250],
    ['range amount', [['amount', 'range', '10,20']], (r) => r.amount >= 1000 && r.amount <= 2000],
    ['contains', [['sender_email', 'contains', 'C1']], (r) => (r.sender_email ?? '').includes('c1')],
    ['startswith', [['order_id', 'startswith', 'ord-01']], (r) => r.order_id.startsWith('ord-01')],
    ['isnull', [['sender_email', 'isnull', '']], (r) => r.sender_email === null],
    ['notnull', [['sender_email', 'notnull', '']], (r) => r.sender_email !== null],
    ['empty', [['sender_email', 'empty', '']], (r) => !r.sender_email],
    ['istrue 1', [['is_fraud', 'istrue', '1']], (r) => r.is_fraud],
    ['istrue 0', [['is_fraud', 'istrue', '0']], (r) => !r.is_fraud],
    ['range (whole days, UTC)', [['created', 'range', '2026-11-01,2026-11-01']], (r) => r.created_at < new Date('2026-11-02T00:00:00Z')],
    ['range of days', [['created', 'range', '2026-11-02,2026-11-02']], (r) => r.created_at.toISOString().startsWith('2026-11-02')],
    ['gte instant', [['created', 'gte', '2026-11-02T10:00:00Z']], (r) => r.created_at >= new Date('2026-11-02T10:00:00Z')],
    ['lt day', [['created', 'lt', '2026-11-02']], (r) => r.created_at < new Date('2026-11-02T00:00:00Z')],
    ['eq day (date field)', [['created_date', 'eq', '2026-11-02']], (r) => r.created_at.toISOString().startsWith('2026-11-02')],
    ['id in', [['order_id', 'in', 'ord-001, ord-003']], (r) => ['ord-001', 'ord-003'].includes(r.order_id)],
    ['two filters are ANDed', [['status', 'eq', 'approved'], ['rectoken', 'notnull', '']], (r) => r.status === 'approved' && r.rectoken !== null],
  ];
  it.each(cases)('filter mode %s', async (_name, entries, keep) => {
    expect(await orderIds(query(entries))).toEqual(newestFirst(ROWS.filter(keep)));
  });

  it('accepts the JSON filters form of spec 002', async () => {
    const json = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'processing' }]));
    expect(await orderIds(`filters=${json}`)).toEqual(newestFirst(ROWS.filter((r) => r.status === 'processing')));
  });

  it('refuses an unknown field, mode or a bad value with a clear 400', async () => {
    const bad: Array<[Array<[string, string, string]>, string]> = [
      [[['nope', 'eq', '1']], "Unknown filter field 'nope'"],
      [[['card', 'eq', '1']], "Unknown filter field 'card'"],
      [[['status', 'like', 'x']], "Unknown filter mode 'like'"],
      // One word per mode: the filters meta-schema's; the range of days is 'range'.
      [[['created', 'daterange', '2026-11-01,2026-11-01']], "Unknown filter mode 'daterange'"],
      [[['processing_status', 'eq', 'success']], "Unknown filter field 'processing_status'"],
      [[['status', 'gt', 'approved']], "Filter 'status' does not support mode 'gt' (allowed: eq, ne, in)"],
      [[['status', 'eq', 'paid']], "Filter 'status': 'paid' is not one of created, processing, approved, declined, expired, reversed, partially_reversed"],
      [[['amount', 'gt', '1.234']], "Filter 'amount': '1.234' is not an amount like 12.50"],
      [[['created', 'gte', 'yesterday']], "Filter 'created': 'yesterday' is not a date (YYYY-MM-DD) or date-time"],
      [[['created', 'range', '2026-11-01']], "Filter 'created': range '2026-11-01' must be 'from,to'"],
      [[['is_fraud', 'istrue', 'maybe']], "Filter 'is_fraud': 'maybe' is not 1 or 0"],
      [[['order_id', 'eq', '']], "Filter 'order_id' needs a value for mode 'eq'"],
    ];
    for (const [entries, error] of bad) {
      const res = await list(query(entries));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('validates page, page size and sort', async () => {
    for (const [qs, error] of [['limit=7', 'limit must be one of 5, 10, 20, 40, 80'], ['limit=abc', 'limit must be one of 5, 10, 20, 40, 80'],
      ['page=0', 'page must be a whole number from 1'], ['page=-1', 'page must be a whole number from 1'], ['page=1.5', 'page must be a whole number from 1'],
      ['sort=status', "Cannot sort by 'status'"], ['cursor=xyz', 'Invalid cursor']]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    for (const limit of [5, 10, 20, 40, 80]) expect((await list(`limit=${limit}`)).json().data).toHaveLength(Math.min(limit, 40));
    expect((await list('')).json().paginator.limit).toBe(5);
    expect((await list('page=99')).json()).toMatchObject({ data: [], paginator: { page: 99, pages: 8 } });
  });

  it('sorts by a sortable field in either direction', async () => {
    const byAmount = [...ROWS].sort((a, b) => a.amount - b.amount).map((r) => r.order_id);
    expect(await orderIds('sort=amount')).toEqual(byAmount);
    expect(await orderIds('sort=-amount')).toEqual([...byAmount].reverse());
    expect(await orderIds('sort=order_id')).toEqual(ROWS.map((r) => r.order_id));
  });

  it('searches order id, card last four, e-mail and amount (query_words or q)', async () => {
    expect(await orderIds('query_words=ord-007')).toEqual(['ord-007']);
    expect(await orderIds('query_words=ord-00')).toEqual(newestFirst(ROWS.slice(0, 9)));
    expect(await orderIds('q=1012')).toEqual(['ord-012']);
    expect(await orderIds('q=C13@Shop.test')).toEqual(['ord-013']);
    expect(await orderIds('q=21.50')).toEqual(['ord-021']);
    expect(await orderIds('q=nothing-like-this')).toEqual([]);
    expect((await list('query_words=ord-007')).json().query_words).toBe('ord-007');
  });

  it('tabs are preset filters: uncaptured, recurring, refund, fraud', async () => {
    expect(await orderIds('', 'uncaptured')).toEqual(newestFirst(ROWS.filter((r) => r.status === 'processing')));
    expect(await orderIds('', 'recurring')).toEqual(newestFirst(ROWS.filter((r) => r.rectoken)));
    expect(await orderIds('', 'refund')).toEqual(newestFirst(ROWS.filter((r) => r.reversal_amount > 0)));
    expect(await orderIds('', 'fraud')).toEqual(newestFirst(ROWS.filter((r) => r.is_fraud)));
    expect(await orderIds(query([['status', 'eq', 'approved']]), 'fraud')).toEqual(newestFirst(ROWS.filter((r) => r.is_fraud && r.status === 'approved')));
  });

  it('a foreign merchant answers exactly like a missing one; a reader can list; signed out is 401', async () => {
    const foreignRes = await list('', foreign);
    const missing = await list('', 987654);
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.body).toBe(missing.body);
    expect(foreignRes.json()).toEqual({ error: 'Not found' });
    expect((await owner.get('/merchant/transactions/payments/')).statusCode).toBe(404);
    for (const path of ['payments', 'fraud']) expect((await list('', foreign, owner, path)).statusCode).toBe(404);

    const reader = await signIn(t.client(), 'reader@lists.test', PASSWORD);
    const res = await list('limit=40', mine, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(40);

    const anonymous = await t.client().prime();
    const out = await list('', mine, anonymous);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toMatchObject({ error: 'Authentication required' });
  });
});
