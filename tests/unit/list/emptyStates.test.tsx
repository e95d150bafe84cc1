// @vitest-environment jsdom
// A list file's `empty` states, on the landings list (issue 13 item 1): the welcome page when the
// user has no landing (with Create for an editor), the country and checkout-1.0 messages, and
// 'Not found' for a search without rows; a read-only user's welcome page has no Create.
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import landings from '../../../schemas/lists/landings.json';
import { createApiStore } from '../helpers/fakeApi';

const def = landings as ListDef;
const reply = (over: Record<string, unknown>) => ({
  data: [], paginator: { page: 1, pages: 1, limit: 5, count: 0 }, query_words: '',
  available_merchants_exists: true, checkout_v2_exists: true, any_exists: true, can_edit: true, ...over,
});

function renderList(over: Record<string, unknown>, answered: Promise<unknown> = Promise.resolve()) {
  const { store } = createApiStore(async ({ url }) => (url.includes('/settings/') ? { data: { fields: [] } } : (await answered, { data: reply(over) })));
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ModalHostProvider><DataList list={def} /></ModalHostProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

describe('empty states of a list (landings)', () => {
  it('the welcome page replaces the list when the user has no landing; Create stays for an editor', async () => {
    renderList({ any_exists: false });
    await screen.findByText("Now it's empty. Create your first project.");
    expect(screen.getByText(/Build a small site for donations/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create landing' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a read-only user sees the welcome page without Create', async () => {
    renderList({ any_exists: false, can_edit: false });
    await screen.findByText("Now it's empty. Create your first project.");
    expect(screen.queryByRole('button', { name: 'Create landing' })).toBeNull();
  });

  it('the country message comes first, then checkout 1.0', async () => {
    renderList({ available_merchants_exists: false, checkout_v2_exists: false, any_exists: false });
    await screen.findByText('Web constructor is not available in your country');
    expect(screen.queryByText("Now it's empty. Create your first project.")).toBeNull();
  });

  it('checkout 1.0', async () => {
    renderList({ checkout_v2_exists: false, any_exists: false });
    await screen.findByText(/not available for checkout version 1.0/);
  });

  it('says nothing of rows while the first answer is on its way', async () => {
    let answer!: () => void;
    renderList({ query_words: 'zzz' }, new Promise<void>((resolve) => (answer = resolve)));
    const table = await screen.findByRole('table');
    expect(table.querySelector('tbody')?.textContent).toBe('');
    answer();
    await screen.findByText('Not found');
  });

  it('a search that finds nothing says Not found inside the list', async () => {
    renderList({ query_words: 'zzz' });
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
    await screen.findByText('Not found');
    expect(screen.getByRole('button', { name: 'Create landing' })).toBeTruthy();
  });
});
