// @vitest-environment jsdom
// A list file's `poll` (issue 12 item 6): the designs list asks design/bulk_status/ for its pending
// designs until a status changes, then reads the list again; rows not pending are never asked for.
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import designList from '../../../schemas/lists/design_list.json';
import { createApiStore, type Sent } from '../helpers/fakeApi';

const file = designList as ListDef;
const def: ListDef = { ...file, poll: { ...file.poll!, interval: 200 } };

const row = (id: number, status: string) => ({ id, hash: `h${id}`, merchant: 1, merchant_name: 'Shop', name: `Design ${id}`, status, progress: 0, can_edit: true, can_activate: false, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z' });

describe('the designs list polls pending designs', () => {
  it('asks bulk_status for the pending ones only, and reloads the list once a status changes', async () => {
    let reviewed = false;
    let checks = 0;
    const posts: Sent[] = [];
    const { store } = createApiStore((req) => {
      if (req.url.includes('bulk_status')) {
        posts.push(req);
        checks += 1;
        if (checks >= 2) reviewed = true;
        return { data: { data: [{ id: 2, status: reviewed ? 'active' : 'pending_activation', progress: reviewed ? 100 : 50 }] } };
      }
      const rows = [row(2, reviewed ? 'active' : 'pending_activation'), row(1, 'inactive')];
      return { data: { data: rows, paginator: { page: 1, pages: 1, limit: 5, count: 2 }, merchants: [], can_edit: true } };
    });
    render(
      <Provider store={store}>
        <MantineProvider env="test">
          <MemoryRouter>
            <ModalHostProvider><DataList list={def} /></ModalHostProvider>
          </MemoryRouter>
        </MantineProvider>
      </Provider>,
    );
    await screen.findByText('Pending activation');
    await waitFor(() => expect(screen.queryByText('Pending activation')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Active')).toBeTruthy();
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.every((p) => p.method === 'POST' && JSON.stringify(p.body) === JSON.stringify({ design_ids: [2] }))).toBe(true);
    // Nothing pending any more: no further checks.
    const after = posts.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(posts.length).toBe(after);
  });
});
