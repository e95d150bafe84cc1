// @vitest-environment jsdom
// Saved views of the transactions lists go to the server's /views/{list}/ through the engine's adapter,
// with the merchant and the list files' viewsId (engine/page/PageViews.tsx, around every generic page);
// localStorage until the merchant is known.
import '../list/helpers/dom';
import { createElement, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { SavedViewsContext, type SavedViewsAdapter } from '../../../engine/list';
import { PageViews } from '../../../engine/page/PageViews';
import { createFake, renderWith, type Answer, type Sent } from './harness';

const stored = { id: 9, name: 'Big ones', filters: [{ s: 'amount', m: 'gte', v: '100' }], columns: ['id'], limit: 20, query_words: 'x', sort: '-amount', created: '2026-11-01T00:00:00Z' };

function adapterFor(merchant: string | undefined, answer: (req: Sent) => Answer) {
  const fake = createFake(answer);
  const got: { adapter?: SavedViewsAdapter } = {};
  function Probe() {
    got.adapter = useContext(SavedViewsContext) ?? undefined;
    return null;
  }
  renderWith(createElement(PageViews, { merchant, children: createElement(Probe) }), fake);
  return { adapter: got.adapter as SavedViewsAdapter, sent: fake.sent };
}

describe('saved views of a page', () => {
  it('lists with ?merchant= under the list file viewsId, saves and deletes with merchant in the body', async () => {
    const { adapter, sent } = adapterFor('42', (r) => ({ data: r.method === 'GET' ? { data: [stored] } : {} }));
    expect(await adapter.list('settlements')).toEqual([
      { name: 'Big ones', filters: stored.filters, columns: ['id'], limit: 20, q: 'x', sort: '-amount', savedAt: stored.created },
    ]);
    await adapter.save('settlement_transactional', { name: 'Mine', filters: [], columns: ['id'], limit: 5, q: '', sort: '', savedAt: '' });
    await adapter.remove('settlements', 'Big ones');
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /views/settlements_bulk/?merchant=42',
      'POST /views/settlements_transactional/',
      'POST /views/settlements_bulk/9/delete/',
    ]);
    expect(sent[1].body).toEqual({ name: 'Mine', filters: [], columns: ['id'], limit: 5, query_words: '', sort: '', merchant: '42' });
    expect(sent[2].body).toEqual({ merchant: '42' });
  });

  it('shows no views when the server refuses the list', async () => {
    const { adapter } = adapterFor('42', () => ({ error: { status: 400, data: { error: 'Nope' } } }));
    expect(await adapter.list('payments')).toEqual([]);
  });

  it('keeps views in the browser until the merchant is known', async () => {
    const { adapter, sent } = adapterFor(undefined, () => ({ data: {} }));
    await adapter.save('payments', { name: 'Here', filters: [], columns: ['id'], limit: 5, q: '', sort: '', savedAt: '' });
    expect((await adapter.list('payments')).map((v) => v.name)).toEqual(['Here']);
    expect(sent).toEqual([]);
  });
});
