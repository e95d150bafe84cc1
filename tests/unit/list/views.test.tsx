// @vitest-environment jsdom
import './helpers/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataList, localViewsAdapter } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import payments from '../../../schemas/lists/payments.json';
import { createFakeServer, renderWithEngine, spy } from './helpers/harness';

beforeEach(() => localStorage.clear());

describe('saved views (localStorage adapter)', () => {
  it('stores views per user and list', async () => {
    const a = localViewsAdapter('u1');
    const view = {
      name: 'Declined',
      filters: [{ s: 'status', m: 'eq', v: 'declined' }],
      columns: ['id'],
      limit: 10,
      savedAt: '',
    };
    await a.save('payments', view);
    await a.save('payments', { ...view, limit: 20 }); // same name replaces
    expect(await a.list('payments')).toEqual([{ ...view, limit: 20 }]);
    expect(await localViewsAdapter('u2').list('payments')).toEqual([]);
    await a.remove('payments', 'Declined');
    expect(await a.list('payments')).toEqual([]);
  });

  it('saves the current filters + columns + page size and re-applies them', async () => {
    const state = createFakeServer();
    renderWithEngine(<DataList list={payments as ListDef} />, {
      state,
      url: '/list?s=status&m=eq&v=declined&limit=10',
      views: localViewsAdapter(),
    });
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: 'Declined' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save current' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Declined' })).toBeTruthy());
    const stored = JSON.parse(localStorage.getItem('list.views.anonymous.payments') ?? '[]');
    expect(stored[0]).toMatchObject({
      name: 'Declined',
      filters: [{ s: 'status', m: 'eq', v: 'declined' }],
      limit: 10,
    });
    expect(stored[0].columns).toEqual(['id', 'order_id', 'created', 'status', 'amount']);

    state.current = ['id', 'status'];
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() => expect(state.current).toEqual(['id', 'order_id', 'created', 'status', 'amount']));
    expect(spy.location).toContain('s=status&m=eq&v=declined');
  });
});

describe('saved views through the server', () => {
  it('uses /views/{list}/ (schemas/endpoints declares lists.views)', async () => {
    const state = createFakeServer();
    renderWithEngine(<DataList list={payments as ListDef} params={{ merchant: 7 }} />, {
      state,
      url: '/list?s=status&m=eq&v=declined',
    });
    await waitFor(() => expect(state.calls.some((c) => c.url.startsWith('/merchant/'))).toBe(true));
    expect(state.calls.find((c) => c.url.startsWith('/merchant/'))?.url).toMatch(
      /^\/merchant\/transactions\/payments\/\?.*&merchant=7$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: 'Declined' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save current' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Declined' })).toBeTruthy());
    expect(state.calls.find((c) => c.method === 'POST' && c.url === '/views/payments/')?.body).toMatchObject({
      name: 'Declined',
      filters: [{ s: 'status', m: 'eq', v: 'declined' }],
      limit: 5,
    });
    expect(localStorage.length).toBe(0);

    state.current = ['id'];
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() =>
      expect(state.calls.some((c) => c.url === '/merchant/transactions/payments/settings/?merchant=7')).toBe(
        true,
      ),
    );

    await waitFor(() => expect(screen.queryByLabelText('View name')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete view Declined' }));
    await waitFor(() => expect(state.views).toEqual([]));
    expect(state.calls.some((c) => c.url === '/views/payments/1/delete/')).toBe(true);
  });
});
