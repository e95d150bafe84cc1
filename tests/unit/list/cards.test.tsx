// @vitest-environment jsdom
// The cards layout of a list file (layout "cards" + card): a card per row with title, icon,
// badges, fields, the panel (or its otherwise text) and the named row actions and links; dotted
// fields read nested values, an action's `with` picks the values it runs with, `when` hides it,
// and paged: false leaves the pager out.
import './helpers/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import payments from '../../../schemas/lists/payments.json';
import { createFakeServer, renderWithEngine, spy } from './helpers/harness';

const rows = [
  { id: 7, name: 'Kyiv Books', country: 'UA', status: 'active', merchant_id: 'M-7', can_edit: true,
    box: { id: 70, fiscal_num: '4000123456', status: 'active', company_name: 'Kyiv Books LLC' } },
  { id: 8, name: 'Tbilisi Coffee', country: 'GE', status: 'pending', merchant_id: 'M-8', can_edit: true, box: null },
  { id: 9, name: 'Read only', country: 'LT', status: 'active', merchant_id: 'M-9', can_edit: false, box: null },
];

const def: ListDef = {
  ...(payments as ListDef),
  layout: 'cards',
  paged: false,
  columns: [
    { field: 'name', label: 'Name' },
    { field: 'country', label: 'Country', format: 'flag' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'merchant_id', label: 'Merchant ID' },
    { field: 'box.fiscal_num', label: 'Fiscal number of the register' },
    { field: 'box.status', label: 'Cash register status', format: 'badge' },
    { field: 'box.company_name', label: 'Company' },
  ],
  card: {
    icon: 'country', title: 'name', badges: ['status'], fields: ['merchant_id'],
    panel: {
      when: { field: 'box', notEquals: null }, fields: ['box.fiscal_num'], badges: ['box.status'], tooltip: ['box.company_name'],
      link: '/boxes/{id}/{box.id}', otherwise: 'No cash register is connected.',
    },
    actions: ['connect', 'open'],
    links: ['payments'],
  },
  rowActions: [
    { id: 'connect', label: 'Connect', kind: 'link', route: '/connect/{id}', when: [{ field: 'box', equals: null }, { field: 'can_edit', equals: true }] },
    { id: 'open', label: 'Open', kind: 'link', route: '/open/{merchant}/{box}', with: { merchant: 'id', box: 'box.id' }, when: { field: 'box', notEquals: null } },
    { id: 'payments', label: 'Payments', kind: 'link', route: '/payments?v={merchant_id}' },
  ],
};

function render() {
  const state = createFakeServer();
  state.listOverride = { data: rows, paginator: { page: 1, pages: 1, limit: 3, count: 3 } };
  renderWithEngine(<DataList list={def} />, { state });
}

const card = (id: number) => within(screen.getByTestId(`list-card-${id}`));

describe('the cards layout', () => {
  it('shows a card per row: flag and title, badge, labelled fields, the panel with nested values, no pager', async () => {
    render();
    await waitFor(() => expect(screen.getAllByTestId(/^list-card-\d+$/)).toHaveLength(3));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
    const kyiv = card(7);
    expect(kyiv.getByText('Kyiv Books')).toBeTruthy();
    expect(kyiv.getByRole('img', { name: 'UA' }).textContent).toBe('🇺🇦');
    expect(kyiv.getByText('Merchant ID:', { exact: false }).textContent).toBe('Merchant ID: M-7');
    const panel = within(kyiv.getByTestId('card-panel'));
    expect(panel.getByText('Fiscal number of the register:', { exact: false }).textContent).toBe('Fiscal number of the register: 4000123456');
    expect(kyiv.getByTestId('card-panel').closest('a')?.getAttribute('href')).toBe('/boxes/7/70');
    expect(kyiv.getByTestId('card-panel').querySelector('[data-field="box.status"]')?.textContent).toBe('Active');
    expect(kyiv.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/payments?v=M-7');
    fireEvent.mouseEnter(kyiv.getByTestId('card-panel').closest('a')!.parentElement!);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Company: Kyiv Books LLC'));
    // Without a register: the panel's otherwise text.
    expect(card(8).getByText('No cash register is connected.')).toBeTruthy();
    expect(card(8).queryByTestId('card-panel')).toBeNull();
  });

  it('shows an action only while its `when` holds, and runs it with its `with` values', async () => {
    render();
    await waitFor(() => expect(screen.getAllByTestId(/^list-card-\d+$/)).toHaveLength(3));
    expect(card(7).queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(card(8).getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(card(9).queryByRole('button', { name: 'Connect' })).toBeNull(); // can_edit false
    fireEvent.click(card(7).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(spy.location).toBe('/open/7/70'));
  });
});
