// @vitest-environment jsdom
// Keyset paging: a step to the adjacent page sends the reply's cursor with the page number; a
// jump, a new filter/size and a reload page by number; the shareable URL never holds a cursor.
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CursorPaginator } from '../../../engine/list/cursorPaging';
import type { ListDef } from '../../../engine/core/list/types';
import { Pager } from '../../../engine/list/ui/Pager';
import { useListController, type ListController } from '../../../engine/list/useListController';
import payments from '../../../schemas/lists/payments.json';
import { listReply } from './fixtures/payments';
import { createApiStore, type Answer } from '../helpers/fakeApi';
import { createFakeServer } from './helpers/harness';

const def = payments as ListDef;
const box: { ctl?: ListController; location: string } = { location: '' };

/** The list query a cursor belongs to: the call's arguments without page and cursor. */
const queryOf = (search: URLSearchParams) => {
  const q = new URLSearchParams(search);
  q.delete('page');
  q.delete('cursor');
  return q.toString();
};

/** The fixture server plus cursors as the real one hands them out (read-page.ts), bound to their query. */
function cursorServer(state = createFakeServer(), lists: { urls: string[] } = { urls: [] }) {
  const answer = ({ url }: { url: string }): Answer => {
    lists.urls.push(url);
    const search = new URLSearchParams(url.split('?')[1] ?? '');
    const reply = listReply(state, search);
    const { page, pages } = reply.paginator!;
    const token = (p: number, dir: string) => `${dir}.${p}.${btoa(queryOf(search))}`;
    const paginator: CursorPaginator = {
      ...reply.paginator!,
      count_exact: true,
      next_cursor: page < pages ? token(page + 1, 'a') : null,
      prev_cursor: page > 1 ? token(page - 1, 'b') : null,
    };
    return { data: { ...reply, paginator } };
  };
  const { store } = createApiStore(answer);
  return { store, lists };
}

function Probe() {
  const c = useListController(def);
  const loc = useLocation();
  useEffect(() => {
    box.ctl = c;
    box.location = loc.pathname + loc.search;
  });
  return null;
}

function renderList(url = '/list') {
  const server = cursorServer();
  const utils = render(
    <Provider store={server.store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/list" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, lists: server.lists };
}

const lastCall = (lists: { urls: string[] }) => new URLSearchParams(lists.urls.at(-1)!.split('?')[1]);

/** Go to `page` and wait for its reply; the request sent for it. */
async function goTo(page: number, lists: { urls: string[] }) {
  act(() => box.ctl!.setPage(page));
  await waitFor(() => expect(box.ctl!.response?.paginator?.page).toBe(page));
  expect(box.ctl!.isFetching).toBe(false);
  return lastCall(lists);
}

beforeEach(() => {
  localStorage.clear();
  box.ctl = undefined;
});

describe('cursor paging of the list controller', () => {
  it('next page sends next_cursor of the shown reply, previous page its prev_cursor, with the page number', async () => {
    const { lists } = renderList();
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    expect(lastCall(lists).has('cursor')).toBe(false);

    const next1 = box.ctl!.paginator.next_cursor!;
    expect(next1).toBeTruthy();
    let sent = await goTo(2, lists);
    expect(sent.get('cursor')).toBe(next1);
    expect(sent.get('page')).toBe('2');

    const next2 = box.ctl!.paginator.next_cursor!;
    sent = await goTo(3, lists);
    expect(sent.get('cursor')).toBe(next2);
    expect(sent.get('page')).toBe('3');

    const prev3 = box.ctl!.paginator.prev_cursor!;
    expect(prev3).toBeTruthy();
    sent = await goTo(2, lists);
    expect(sent.get('cursor')).toBe(prev3);
    expect(sent.get('page')).toBe('2');
    expect(box.location).not.toContain('cursor');
  });

  it('a jump to another page sends no cursor', async () => {
    const { lists } = renderList();
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    const sent = await goTo(4, lists);
    expect(sent.get('page')).toBe('4');
    expect(sent.has('cursor')).toBe(false);
    // and after the jump, the next step uses the jumped-to reply's cursor
    const next4 = box.ctl!.paginator.next_cursor!;
    expect((await goTo(5, lists)).get('cursor')).toBe(next4);
  });

  it('a filter, size or sort change sends no cursor and goes back to page 1', async () => {
    const { lists } = renderList();
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    await goTo(2, lists);
    expect(lastCall(lists).has('cursor')).toBe(true);

    act(() => box.ctl!.setFilters([{ s: 'sender_email', m: 'isnull', v: '' }])); // 8 rows, 2 pages
    await waitFor(() => expect(box.ctl!.filters).toHaveLength(1));
    await waitFor(() => expect(box.ctl!.isFetching).toBe(false));
    let sent = lastCall(lists);
    expect(sent.get('page')).toBe('1');
    expect(sent.get('m')).toBe('isnull');
    expect(sent.has('cursor')).toBe(false);

    const filteredNext = box.ctl!.paginator.next_cursor!;
    expect((await goTo(2, lists)).get('cursor')).toBe(filteredNext); // the filtered query's own cursor
    act(() => box.ctl!.setLimit(10));
    await waitFor(() => expect(box.ctl!.limit).toBe(10));
    await waitFor(() => expect(box.ctl!.isFetching).toBe(false));
    sent = lastCall(lists);
    expect([sent.get('page'), sent.get('limit'), sent.has('cursor')]).toEqual(['1', '10', false]);

    act(() => box.ctl!.setSort('-created'));
    await waitFor(() => expect(box.ctl!.sort).toBe('-created'));
    await waitFor(() => expect(box.ctl!.isFetching).toBe(false));
    expect(lastCall(lists).has('cursor')).toBe(false);
    expect(lists.urls.filter((u) => u.includes('cursor='))).toHaveLength(2);
  });

  it('keeps the cursor out of the URL; a reload of the shared URL pages by number', async () => {
    const first = renderList();
    await waitFor(() => expect(box.ctl?.response).toBeDefined());
    await goTo(2, first.lists);
    await goTo(3, first.lists);
    expect(lastCall(first.lists).has('cursor')).toBe(true);
    const shared = box.location;
    expect(shared).toBe('/list?page=3');
    expect(shared).not.toMatch(/cursor/);
    first.unmount();

    const again = renderList(shared);
    await waitFor(() => expect(box.ctl?.response?.paginator?.page).toBe(3));
    expect(again.lists.urls).toHaveLength(1);
    expect(lastCall(again.lists).get('page')).toBe('3');
    expect(lastCall(again.lists).has('cursor')).toBe(false);
  });
});

describe('pager with an estimated count', () => {
  const pager = (paginator: CursorPaginator) =>
    render(
      <MantineProvider env="test">
        <Pager paginator={paginator} pageSizes={[5, 10]} limit={5} onPage={() => {}} onLimit={() => {}} />
      </MantineProvider>,
    );

  it("says 'more than' the capped count, offers no last page and lets the user go next while there is a next cursor", () => {
    pager({ page: 2000, pages: 2000, limit: 5, count: 10000, count_exact: false, next_cursor: 'x', prev_cursor: 'y' });
    expect(screen.getByText('More than 10000')).toBeTruthy();
    expect(screen.queryByText(/total/)).toBeNull();
    expect(screen.getByRole('button', { name: '2001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
  });

  it('shows an exact count as the total, with first and last page buttons', () => {
    const onPage = vi.fn();
    render(
      <MantineProvider env="test">
        <Pager paginator={{ page: 1, pages: 5, limit: 5, count: 23, count_exact: true, next_cursor: 'x', prev_cursor: null }}
          pageSizes={[5, 10]} limit={5} onPage={onPage} onLimit={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByText('23 total')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '6' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenCalledWith(5);
  });
});
