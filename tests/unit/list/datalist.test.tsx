// @vitest-environment jsdom
import './helpers/dom';
import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import payments from '../../../schemas/lists/payments.json';
import { createFakeServer, renderWithEngine, spy } from './helpers/harness';
import { makePayments } from './fixtures/payments';

const def = payments as ListDef;
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex'));

beforeEach(() => localStorage.clear());

describe('DataList', () => {
  it('renders the reply: current.fields columns, formatted cells, badges, pager', async () => {
    renderWithEngine(
      <ModalHostProvider>
        <DataList list={def} />
      </ModalHostProvider>,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.slice(0, 5)).toEqual(['ID', 'Order ID', 'Date', 'Status', 'Amount']);
    const first = within(bodyRows()[0]);
    expect(first.getByText('0.50 GEL')).toBeTruthy();
    expect(first.getByText('01 Mar 2024 12:34:56')).toBeTruthy();
    expect(first.getByText('Approved').closest('[data-badge-class]')?.getAttribute('data-badge-class')).toBe(
      'active',
    );
    expect(first.getByRole('link', { name: '1000' }).getAttribute('href')).toBe(
      '/transactions/payments/info/1000',
    );

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(bodyRows()[0]).getByText('1005')).toBeTruthy());
    expect(spy.location).toContain('page=2');

    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '10' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(localStorage.getItem('list.pageSize.payments')).toBe('10');
  });

  it('Amount shows what a partly captured payment took, with what was authorised and refunded beneath', async () => {
    const rows = makePayments(3).map((r) => ({ ...r, capture_amount: r.amount, reversal_amount: '0.00', has_part_capture: false }));
    Object.assign(rows[0], { amount: '950.77', capture_amount: '500.00', reversal_amount: '42.66', has_part_capture: true });
    Object.assign(rows[1], { amount: '120.50', capture_amount: '120.50', reversal_amount: '20.50' });
    Object.assign(rows[2], { amount: '30.00', capture_amount: '0.00' });
    const state = createFakeServer(rows);
    state.current = ['id', 'amount'];
    renderWithEngine(<DataList list={def} />, { state });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const column = screen.getAllByRole('columnheader').findIndex((h) => h.textContent?.trim() === 'Amount');
    const amounts = bodyRows().map((r) => r.querySelectorAll('td')[column]);
    const notes = (cell: Element) => [...cell.querySelectorAll('[data-cell-note]')].map((n) => n.textContent);
    expect(amounts[0].textContent).toMatch(/^500\.00 GEL/);
    expect(notes(amounts[0])).toEqual(['of 950.77 GEL authorised', '42.66 GEL refunded']);
    expect(amounts[1].textContent).toMatch(/^120\.50 GEL/);
    expect(notes(amounts[1])).toEqual(['20.50 GEL refunded']);
    // Nothing differs: the amount alone (an authorisation not yet captured shows what it holds).
    expect(amounts[2].textContent).toBe('30.00 GEL');
  });

  it('shows --- for empty cells and sorts through the URL', async () => {
    const state = createFakeServer();
    state.current = ['id', 'sender_email', 'amount'];
    renderWithEngine(<DataList list={def} />, { state });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(within(bodyRows()[0]).getByText('---')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(spy.location).toContain('sort=amount'));
    expect(state.calls.at(-1)?.url).toContain('sort=amount');
  });

  it('Save to reports posts the filters and columns to export/', async () => {
    const state = createFakeServer();
    renderWithEngine(<DataList list={def} />, { state, url: '/list?s=status&m=eq&v=approved' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Save to reports' }));
    await waitFor(() => expect(state.calls.some((c) => c.url.endsWith('/export/'))).toBe(true));
    const call = state.calls.find((c) => c.url.endsWith('/export/'));
    expect(call).toMatchObject({
      method: 'POST',
      url: '/merchant/transactions/payments/export/',
      body: {
        filters: [{ s: 'status', m: 'eq', v: 'approved' }],
        fields: ['id', 'order_id', 'created', 'status', 'amount'],
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to reports' }).getAttribute('data-state')).toBe(
        'success',
      ),
    );
  });

  it('export formats: a button per format instead of Save to reports, each posting export/ with its format', async () => {
    const state = createFakeServer();
    renderWithEngine(<DataList list={{ ...def, export: { formats: ['csv', 'xlsx'] } }} />, { state });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Save to reports' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Export / }).map((b) => b.textContent)).toEqual(['Export CSV', 'Export XLS']);
    fireEvent.click(screen.getByRole('button', { name: 'Export XLS' }));
    await waitFor(() => expect(state.calls.some((c) => c.url.endsWith('/export/'))).toBe(true));
    expect(state.calls.find((c) => c.url.endsWith('/export/'))).toMatchObject({
      method: 'POST',
      url: '/merchant/transactions/payments/export/',
      body: { format: 'xlsx', fields: ['id', 'order_id', 'created', 'status', 'amount'] },
    });
    // The server's own words, as Save to reports shows them.
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.at(-1)).toMatchObject({ message: 'Report added to downloads', color: 'green' }),
    );
  });

  it('export formats: a refused export shows the danger alert "Report export failed" (spec 002 s.8)', async () => {
    const state = createFakeServer();
    state.exportError = { status: 400, data: { error: 'Request error' } };
    renderWithEngine(<DataList list={{ ...def, export: { formats: ['csv'] } }} />, { state });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.at(-1)).toMatchObject({ message: 'Report export failed', color: 'red' }),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('data-state')).not.toBe('success');
  });

  it('Configure report offers the list file\'s columns (hidden ones too), keeps mandatory columns and saves', async () => {
    const state = createFakeServer();
    renderWithEngine(<DataList list={def} />, { state });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Configure report' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Card BIN')).toBeTruthy());
    expect((within(dialog).getByLabelText('Status') as HTMLInputElement).disabled).toBe(true); // mandatory
    fireEvent.click(within(dialog).getByLabelText('Order ID')); // uncheck
    fireEvent.click(within(dialog).getByLabelText('Card BIN')); // check: a hidden column of the file
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move up: Status' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.current).toEqual(['id', 'status', 'created', 'amount', 'card_bin']));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
        'ID',
        'Status',
        'Date',
        'Amount',
        'Card BIN',
        'Actions',
      ]),
    );
  });

  it('row actions: ellipsis xs outline button, items enabled by row flags', async () => {
    renderWithEngine(
      <ModalHostProvider>
        <DataList list={def} />
      </ModalHostProvider>,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const trigger = within(bodyRows()[1]).getByRole('button', { name: 'Row actions' });
    expect(trigger.getAttribute('data-variant')).toBe('outline');
    expect(trigger.getAttribute('data-size')).toBe('xs');
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Capture' }).hasAttribute('data-disabled')).toBe(true); // id 1001: can_capture false
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Details' }));
    await waitFor(() => expect(spy.location).toBe('/transactions/payments/info/1001'));
  });
});
