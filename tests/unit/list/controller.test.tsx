// @vitest-environment jsdom
import './helpers/dom';
import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../engine/core/filters/smv';
import { useListController, type ListController } from '../../../engine/list/useListController';
import { pageSizeKey } from '../../../engine/list/state/pageSize';
import { checkListResponse } from '../../../engine/list/response/checkListResponse';
import type { ListDef } from '../../../engine/core/list/types';
import payments from '../../../schemas/lists/payments.json';
import { createFakeServer, renderWithEngine, spy } from './helpers/harness';

const def = payments as ListDef;
const box: { ctl?: ListController } = {};
function Probe() {
  const c = useListController(def);
  useEffect(() => {
    box.ctl = c;
  });
  return <div data-testid="rows">{c.rows.length}</div>;
}

beforeEach(() => localStorage.clear());

describe('s/m/v filters in the URL', () => {
  const entries = [
    { s: 'status', m: 'eq', v: 'approved' },
    { s: 'sender_email', m: 'isnull', v: '' },
    { s: 'note', m: 'contains', v: 'a&b=c ü' },
  ];

  it('round-trips through a shared URL', () => {
    const shared = '/list?' + writeFilters(new URLSearchParams('page=2'), entries).toString();
    const reloaded = new URLSearchParams(shared.split('?')[1]);
    expect(readFilters(reloaded)).toEqual(entries);
    expect(reloaded.get('page')).toBe('2');
  });

  it('accepts the JSON s/m/v form (one object or an array) and folds it into the aligned form', () => {
    const one = new URLSearchParams({ filter: JSON.stringify({ s: 'merchant_id', m: 'eq', v: 42 }) });
    expect(readFilters(one)).toEqual([{ s: 'merchant_id', m: 'eq', v: '42' }]);
    const many = new URLSearchParams({ filters: JSON.stringify(entries) });
    expect(readFilters(many)).toEqual(entries);
    const folded = writeFilters(many, readFilters(many));
    expect(folded.has('filters')).toBe(false);
    expect(folded.getAll('s')).toEqual(['status', 'sender_email', 'note']);
  });

  it('share + reload gives the same filters and request', async () => {
    const first = renderWithEngine(<Probe />);
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    act(() => box.ctl!.setFilters(entries));
    await waitFor(() => expect(box.ctl!.filters).toEqual(entries));
    const sharedUrl = spy.location;
    const firstRequest = box.ctl!.request.url;
    first.unmount();

    renderWithEngine(<Probe />, { url: sharedUrl });
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    expect(box.ctl!.filters).toEqual(entries);
    expect(box.ctl!.request.url).toBe(firstRequest);
    expect(box.ctl!.request.url).toContain('s=status&m=eq&v=approved&s=sender_email&m=isnull&v=');
  });

  it('reads a JSON filter link into the list call', async () => {
    const link =
      '/list?filters=' + encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'declined' }]));
    renderWithEngine(<Probe />, { url: link });
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    expect(box.ctl!.rows.every((r) => r.status === 'declined')).toBe(true);
  });
});

describe('paging and page size', () => {
  it('starts at page 1 with 5 rows and remembers the chosen size per list', async () => {
    const first = renderWithEngine(<Probe />);
    await waitFor(() => expect(box.ctl!.rows).toHaveLength(5));
    expect(box.ctl!.page).toBe(1);
    expect(box.ctl!.pageSizes).toEqual([5, 10, 20, 40, 80]);
    act(() => box.ctl!.setPage(3));
    await waitFor(() => expect(box.ctl!.paginator.page).toBe(3));
    act(() => box.ctl!.setLimit(20));
    await waitFor(() => expect(box.ctl!.rows).toHaveLength(20));
    expect(box.ctl!.page).toBe(1);
    expect(localStorage.getItem(pageSizeKey('payments'))).toBe('20');
    first.unmount();

    renderWithEngine(<Probe />); // a fresh visit without limit in the URL
    await waitFor(() => expect(box.ctl!.rows).toHaveLength(20));
    expect(box.ctl!.limit).toBe(20);
  });

  it('ignores a stored size that is not offered', async () => {
    localStorage.setItem(pageSizeKey('payments'), '7');
    renderWithEngine(<Probe />);
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    expect(box.ctl!.limit).toBe(5);
  });

  it('the list file decides the columns: current.fields picks among them, mandatory ones stay', async () => {
    const state = createFakeServer();
    state.current = ['rrn', 'amount', 'order_id'];
    renderWithEngine(<Probe />, { state });
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    // 'rrn' is not a column of schemas/lists/payments.json: ignored; id and status are mandatory there.
    expect(box.ctl!.columns.map((c) => [c.field, c.label, c.format])).toEqual([
      ['id', 'ID', 'link'],
      ['status', 'Status', 'badge'],
      ['amount', 'Amount', 'amount'],
      ['order_id', 'Order ID', undefined],
    ]);
  });

  it("without a choice: the file's columns not hidden, in its order; filters from the filter-set file", async () => {
    const state = createFakeServer();
    state.current = [];
    renderWithEngine(<Probe />, { state });
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    expect(box.ctl!.columns.map((c) => c.field)).toEqual(
      payments.columns.filter((c) => !('hidden' in c && c.hidden)).map((c) => c.field),
    );
    // The reply says enabled_filters ['status', 'order_id']; the file wins.
    expect(box.ctl!.enabledFilters).toEqual(['created', 'status', 'order_id']);
    expect(box.ctl!.filterItems.map((i) => i.name)).toContain('has_part_reverse');
  });
});

describe('response shape check', () => {
  it('names the call and the expected shape', () => {
    expect(() =>
      checkListResponse({ data: [], paginator: { page: '1', pages: 1, limit: 5 } }, 'transactions.payments'),
    ).toThrow(
      "The response to 'transactions.payments' must be { data: object[], paginator?: { page: number, pages: number, limit: number }",
    );
    expect(() =>
      checkListResponse({ data: [], paginator: { page: '1', pages: 1, limit: 5 } }, 'x.y'),
    ).toThrow('response.paginator.page is string ("1"), expected number');
    expect(() => checkListResponse({ rows: [] }, 'x.y')).toThrow('response.data is undefined');
    expect(() => checkListResponse([], 'x.y')).toThrow('response is array');
  });

  it('surfaces the message as the controller error', async () => {
    const state = createFakeServer();
    state.listOverride = { data: {}, paginator: {} };
    renderWithEngine(<Probe />, { state });
    await waitFor(() => expect(box.ctl!.error).toMatch(/'transactions\.payments'.*response\.data is object/));
  });
});

describe('configuration problems', () => {
  it('an unknown list call is the list error, not a crash', async () => {
    function Unknown() {
      const c = useListController({ ...def, endpoint: 'transactions.nothing' });
      return <p>{c.error}</p>;
    }
    const { findByText } = renderWithEngine(<Unknown />);
    expect(
      await findByText(
        /Unknown endpoint 'transactions.nothing': add it to schemas\/endpoints\/transactions.json/,
      ),
    ).toBeTruthy();
  });
});
