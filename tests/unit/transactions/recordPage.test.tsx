// @vitest-environment jsdom
// A record page from its file (engine/record RecordView): the fields of the reply formatted like
// list cells, the status badge, the conversion line only when the reply has one, actions shown and
// enabled by the reply's flags (a call refetches the record), a nested list filled from the reply,
// and the tab group showing the active tab's section. The payment page's own file is rendered too.
import '../list/helpers/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ModalHostProvider } from '../../../engine/modal';
import { RecordView, records, type RecordDef } from '../../../engine/record';
import { createFake, type Answer, type Sent } from './harness';

const payment = (over: Record<string, unknown> = {}) => ({
  data: {
    id: 7,
    order_id: 'order_7',
    status: 'approved',
    amount: '10.00',
    v_currency: 'USD',
    fiscal_status: 'not_fiscalized',
    merchant: { id: 1, name: 'Shop' },
    can_fiscalize: false,
    can_callback: false,
    can_reverse: true,
    can_capture: false,
    conversion: null,
    ...over,
  },
  history: [
    {
      id: 1,
      type: 'capture',
      amount: '10.00',
      currency: 'USD',
      created: '2026-01-01T10:00:00Z',
      details: { status: 'approved' },
      user: null,
    },
    {
      id: 2,
      type: 'refund',
      amount: '0.01',
      currency: 'USD',
      created: '2026-01-02T10:00:00Z',
      details: {},
      user: { email: 'a@b.test' },
    },
  ],
});

function Page({ def }: { def: RecordDef }) {
  const params = useParams();
  return <RecordView def={def} title="Payment" page={params} />;
}

function renderPage(def: RecordDef, path: string, answer: (req: Sent, n: number) => Answer, route = '/transactions/payments/info/:id/:type') {
  const fake = createFake(answer);
  render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
            <ModalHostProvider>
              <Routes>
                <Route path={route} element={<Page def={def} />} />
              </Routes>
            </ModalHostProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return fake;
}

const def: RecordDef = {
  id: 'pay',
  record: { endpoint: 'payments.info', pathParams: { id: '{id}' } },
  header: {
    title: '{data.order_id}',
    badge: 'data.status',
    amount: 'data.amount',
    currencyField: 'data.v_currency',
  },
  lines: [
    {
      id: 'conversion',
      label: 'Currency conversion',
      text: '{data.conversion.amount|amount} {data.conversion.currency_from}',
      when: { field: 'data.conversion', present: true },
    },
  ],
  actions: [
    {
      id: 'fiscalize',
      label: 'Fiscalize',
      kind: 'call',
      endpoint: 'payments.fiscalize',
      enabledIf: 'data.can_fiscalize',
    },
    {
      id: 'recallback',
      label: 'Resend callback',
      kind: 'call',
      endpoint: 'payments.recallback',
      visibleIf: 'data.can_callback',
      successMessage: 'Callback successfully send',
      confirm: 'confirm_delete',
    },
  ],
  sections: [
    {
      id: 'general',
      fields: [
        { field: 'data.order_id', label: 'Order ID' },
        { field: 'data.amount', label: 'Amount', format: 'amount', currencyField: 'data.v_currency' },
        { field: 'data.fiscal_status', label: 'Fiscal status', format: 'badge' },
        { field: 'data.merchant.name', label: 'Merchant' },
        { field: 'data.card', label: 'Card' },
      ],
    },
    {
      id: 'history',
      table: {
        rows: 'history',
        newestFirst: true,
        columns: [
          { field: 'type', label: 'Action' },
          { field: 'user.email', label: 'User' },
        ],
      },
    },
    {
      id: 'currencies',
      list: { id: 'settlement_currencies', view: 'table', pathParams: { id: '{data.order_id}' } },
    },
  ],
  tabs: { group: 'transactions_payment_info', content: { general: 'general', history: 'history' } },
};

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('RecordView', () => {
  it('shows the header, the fields of the general tab, a nested list and the actions by flag', async () => {
    let fiscalized = false;
    const fake = renderPage(def, '/transactions/payments/info/7/general', (req) => {
      if (req.url.startsWith('/merchant/transactions/settlements/'))
        return { data: { data: [{ currency: 'USD', cnt: 2, amount: '10.00' }] } };
      if (req.method === 'POST') {
        fiscalized = true;
        return { data: {} };
      }
      return {
        data: payment({
          can_fiscalize: !fiscalized,
          fiscal_status: fiscalized ? 'fiscalized' : 'not_fiscalized',
        }),
      };
    });
    await screen.findByTestId('pay-general');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Payment order_7');
    expect(screen.getByTestId('pay-status').textContent).toBe('Approved');
    expect(screen.queryByTestId('pay-conversion')).toBeNull();
    const general = screen.getByTestId('pay-general').textContent;
    expect(general).toContain('Order IDorder_7');
    expect(general).toContain('Amount10.00 USD');
    expect(general).toContain('Fiscal statusNot fiscalized');
    expect(general).toContain('MerchantShop');
    expect(general).toContain('Card---');
    // The nested list: its call filled from the reply, its columns from schemas/lists/settlement_currencies.json.
    await waitFor(() => expect(rowsOf('pay-currencies')).toHaveLength(1));
    expect(fake.sent.map((s) => s.url)).toContain('/merchant/transactions/settlements/order_7/currencies/');
    expect(
      within(screen.getByTestId('pay-currencies')).getAllByRole('columnheader')[0].textContent,
    ).toContain('Currency');
    // visibleIf false: not shown; enabledIf true: enabled; a call refetches the record.
    const actions = screen.getByTestId('pay-actions');
    expect(within(actions).queryByRole('button', { name: 'Resend callback' })).toBeNull();
    const fiscalize = within(actions).getByRole('button', { name: 'Fiscalize' });
    expect(fiscalize).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(fiscalize));
    await waitFor(() =>
      expect(screen.getByTestId('pay-general').textContent).toContain('Fiscal statusFiscalized'),
    );
    expect(fake.sent.find((s) => s.method === 'POST')?.url).toBe('/merchant/transactions/7/fiscalize/');
    expect(
      within(screen.getByTestId('pay-actions')).getByRole('button', { name: 'Fiscalize' }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the conversion line when the reply has one, the active tab section only, and confirms a call', async () => {
    const fake = renderPage(def, '/transactions/payments/info/7/history', () => ({
      data: payment({ conversion: { amount: '10', currency_from: 'USD' }, can_callback: true }),
    }));
    await screen.findByTestId('pay-history');
    expect(screen.getByTestId('pay-conversion').textContent).toBe('Currency conversion: 10.00 USD');
    expect(screen.queryByTestId('pay-general')).toBeNull();
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(rowsOf('pay-history')).toEqual(['refunda@b.test', 'capture---']);
    expect(
      within(screen.getByTestId('pay-actions')).getByRole('button', { name: 'Resend callback' }),
    ).toHaveProperty('disabled', false);
    // A call with `confirm` asks that modal first; its submit runs the call.
    await act(async () =>
      fireEvent.click(
        within(screen.getByTestId('pay-actions')).getByRole('button', { name: 'Resend callback' }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(fake.sent.some((s) => s.method === 'POST')).toBe(false);
    expect(dialog.textContent).toContain('Are you sure?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' })));
    await waitFor(() =>
      expect(fake.sent.find((s) => s.method === 'POST')?.url).toBe('/merchant/transactions/7/recallback/'),
    );
  });
});

describe('schemas/records/payment.json', () => {
  it('offers the actions its flags allow and the black/white list tab from its own call', async () => {
    const fake = renderPage(records.get('payment'), '/transactions/payments/info/7/bwlist', (req) =>
      req.url.endsWith('/bwlist/')
        ? {
            data: {
              data: {
                order_id: 'order_7',
                merchant: 1,
                card: '444455******1111',
                email: null,
                entries: [
                  {
                    field: 'card',
                    value: '444455******1111',
                    list: 'black',
                    expires_at: '2026-12-01T00:00:00Z',
                  },
                ],
                can_change: true,
              },
            },
          }
        : { data: payment({ can_receipt: true }) },
    );
    const bwlist = await screen.findByTestId('payment-bwlist');
    expect(bwlist.textContent).toContain('Card444455******1111');
    expect(within(bwlist).getAllByRole('row')[1].textContent).toContain('Black');
    expect(within(bwlist).getByRole('button', { name: 'Change list' })).toHaveProperty('disabled', false);
    const actions = screen.getByTestId('payment-actions');
    const labels = within(actions)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['Refund', 'Refresh status', 'Print receipt']);
    expect(fake.sent.map((s) => s.url)).toEqual(
      expect.arrayContaining(['/merchant/transactions/7/info/', '/merchant/transactions/7/bwlist/']),
    );
  });
});

describe('the payment header of schemas/records/payment.json', () => {
  const header = async (over: Record<string, unknown>) => {
    renderPage(records.get('payment'), '/transactions/payments/info/7/general', () => ({ data: payment(over) }));
    const amount = await screen.findByTestId('payment-amount');
    return { amount: amount.querySelector('p')?.textContent, notes: [...amount.querySelectorAll('[data-cell-note]')].map((n) => n.textContent) };
  };

  it('a partly captured, partly refunded payment: what was captured, then what was authorised and refunded', async () => {
    expect(await header({ amount: '950.77', capture_amount: '500.00', reversal_amount: '42.66', has_part_capture: true, status: 'partially_reversed' }))
      .toEqual({ amount: '500.00 USD', notes: ['of 950.77 USD authorised', '42.66 USD refunded'] });
    // The fields of the general tab name each amount too.
    const general = screen.getByTestId('payment-general').textContent;
    expect(general).toContain('Amount950.77 USD');
    expect(general).toContain('Captured500.00 USD');
    expect(general).toContain('Refunded42.66 USD');
  });

  it('a payment captured whole and not refunded: the amount alone', async () => {
    expect(await header({ amount: '120.50', capture_amount: '120.50', reversal_amount: '0.00', has_part_capture: false }))
      .toEqual({ amount: '120.50 USD', notes: [] });
  });
});

describe('schemas/records/settlement.json', () => {
  it('shows the batch count and account number, and its fee on one line', async () => {
    const settlement = {
      id: 3, odb_ref: 'ODB10005', merchant: 1, status: 'settled', settlement_currency: 'GEL',
      period_from: '2026-11-01', period_to: '2026-11-07', amount: '4084.55', payments: '4084.55', refunds: '0.00',
      deposits: '0.00', chargebacks: '158.92', fees: '81.63', fee_oplata: '81.63', settlement_amount: '3844.00',
      cnt: 17, account_number: 'GE00TB00007000001337',
    };
    renderPage(records.get('settlement'), '/transactions/settlements/info/ODB10005', (req) => {
      if (req.url.includes('/currencies/')) return { data: { data: [], paginator: { page: 1, pages: 1, limit: 5, count: 0 } } };
      if (req.url.startsWith('/merchant/transactions/settlements/ODB10005/info/')) return { data: { data: settlement, currencies: [] } };
      return { data: { data: [], paginator: { page: 1, pages: 1, limit: 5, count: 0 } } };
    }, '/transactions/settlements/info/:id');
    const summary = await screen.findByTestId('settlement-summary');
    const lines = within(summary).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
    expect(summary.textContent).toContain('Transactions17');
    expect(summary.textContent).toContain('Account numberGE00TB00007000001337');
    expect(summary.textContent).toContain('Fees81.63 GEL');
    // One fee line: fee_oplata is the same figure as fees, so it is not shown a second time.
    expect(summary.textContent!.split('81.63').length - 1).toBe(1);
    expect(lines.filter((l) => /^Fees?$/.test(l ?? ''))).toEqual(['Fees']);
  });
});
