// @vitest-environment jsdom
// Contract and document file lists (issue 10 item 7): each file's name downloads it, and Delete asks
// first (the row action's `confirm` modal): No sends nothing, Delete sends the list file's call.
import './helpers/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import companyContracts from '../../../schemas/lists/company_contracts_files.json';
import companyDocs from '../../../schemas/lists/company_docs_files.json';
import merchantContract from '../../../schemas/lists/merchant_contract_files.json';
import payments from '../../../schemas/lists/payments.json';
import { createFakeServer, renderWithEngine } from './helpers/harness';

const rows = [
  { row_key: '1-5', merchant: 2, company: 3, type: 1, file_desc: 'Signed contract', mandatory: true, status: 'uploaded', file_id: 5, name: 'contract.pdf',
    updatetime: '2026-11-01T10:00:00Z', can_delete: true, download_url: '/api/v2/merchant/2/settings/contract/1/get/?id=5' },
  { row_key: '2-0', merchant: 2, company: 3, type: 2, file_desc: 'Registration', mandatory: true, status: 'missing', file_id: null, name: 'evil',
    updatetime: null, can_delete: false, download_url: 'javascript:alert(1)' },
];
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex'));

describe.each([
  ['merchant contract', merchantContract, 'POST /merchant/2/settings/contract/1/delete/'],
  ['company contracts', companyContracts, 'POST /company_profile/3/contracts/1/delete/'],
  ['company documents', companyDocs, 'POST /company_profile/3/docs/1/delete/'],
])('%s files', (_name, file, deleteCall) => {
  // Served by the harness's fake list call; columns and actions are the file's own.
  const def = { ...(file as ListDef), endpoint: (payments as ListDef).endpoint };
  const render = () => {
    const state = createFakeServer();
    state.listOverride = { data: rows, paginator: { page: 1, pages: 1, limit: 5, count: rows.length } };
    renderWithEngine(
      <ModalHostProvider>
        <DataList list={def} />
      </ModalHostProvider>,
      { state },
    );
    return state;
  };
  const deletes = (state: ReturnType<typeof createFakeServer>) => state.calls.filter((c) => c.url.includes('/delete/')).map((c) => `${c.method} ${c.url}`);
  const openDelete = async (row: HTMLElement) => {
    fireEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('dialog');
  };

  it('the file name is a download link to its address; a value that is not an /api/ path stays text', async () => {
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const link = within(bodyRows()[0]).getByRole('link', { name: 'contract.pdf' });
    expect(link.getAttribute('href')).toBe(rows[0].download_url);
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(bodyRows()[1]).queryByRole('link')).toBeNull();
  });

  it('Delete asks first: No sends nothing, Delete sends the call with the row', async () => {
    const state = render();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const dialog = await openDelete(bodyRows()[0]);
    expect(within(dialog).getByText('Are you sure? The file is deleted and cannot be restored.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(state)).toEqual([]);

    const again = await openDelete(bodyRows()[0]);
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(deletes(state)).toEqual([deleteCall]));
    expect(state.calls.find((c) => c.url.includes('/delete/'))?.body).toMatchObject({ file_id: 5 });
  });
});
