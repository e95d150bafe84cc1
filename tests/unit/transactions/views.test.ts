// @vitest-environment jsdom
// Saved views of the transactions lists go to the server's /views/{list}/ with the merchant and the
// server's list ids (screens/transactions/views.ts).
import { describe, expect, it } from 'vitest';
import { serverViewsAdapter } from '../../../screens/transactions/views';

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

function fakeServer(reply: (c: Call) => { status: number; json: unknown }) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const r = reply(call);
    return new Response(JSON.stringify(r.json), { status: r.status });
  };
  return { calls, fetcher };
}

const stored = { id: 9, name: 'Big ones', filters: [{ s: 'amount', m: 'gte', v: '100' }], columns: ['id'], limit: 20, query_words: 'x', sort: '-amount', created: '2026-11-01T00:00:00Z' };

describe('serverViewsAdapter', () => {
  it('lists with ?merchant= under the server list id, saves and deletes with merchant in the body', async () => {
    const server = fakeServer((c) => (c.method === 'GET' ? { status: 200, json: { data: [stored] } } : { status: 200, json: {} }));
    document.cookie = 'csrftoken=tok';
    const views = serverViewsAdapter('42', server.fetcher);
    expect(await views.list('settlements')).toEqual([
      { name: 'Big ones', filters: stored.filters, columns: ['id'], limit: 20, q: 'x', sort: '-amount', savedAt: stored.created },
    ]);
    await views.save('settlement_transactional', { name: 'Mine', filters: [], columns: ['id'], limit: 5, q: '', sort: '', savedAt: '' });
    await views.remove('settlements', 'Big ones');
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/views/settlements_bulk/?merchant=42',
      'POST /api/v2/views/settlements_transactional/',
      'POST /api/v2/views/settlements_bulk/9/delete/',
    ]);
    expect(server.calls[1].body).toEqual({ name: 'Mine', filters: [], columns: ['id'], limit: 5, query_words: '', sort: '', merchant: '42' });
    expect(server.calls[2].body).toEqual({ merchant: '42' });
    expect(server.calls[1].headers['X-CSRFToken']).toBe('tok');
  });

  it('shows no views when the server refuses the list', async () => {
    const server = fakeServer(() => ({ status: 404, json: { error: 'Not found' } }));
    expect(await serverViewsAdapter('42', server.fetcher).list('payments')).toEqual([]);
  });
});
