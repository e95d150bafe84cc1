// @vitest-environment jsdom
// A full refund opened from a payments list row shows the amount and currency, as the detail page's
// does: the list file's refund action takes its initial values from the refund info call, run with
// the row. Through the real action runner, modal host, forms engine and transport over a fake server.
import './helpers/dom';
import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ModalHostProvider } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import type { ActionDef } from '../../../engine/core/list/types';
import { useActionRunner } from '../../../engine/list/ui/useActionRunner';
import paymentsList from '../../../schemas/lists/payments.json';
import { createApiStore } from '../helpers/fakeApi';

const refundAction = (paymentsList.rowActions as ActionDef[]).find((a) => a.id === 'refund')!;
const ROW = { id: 5, order_id: 'ord-5', amount: '100.00', v_currency: 'GEL', can_reverse: true };
const INFO = {
  id: 5, type: 'full', amount: '75.00', currency: 'GEL', max_reversal_amount: { amount: '75.00', currency: 'GEL' },
  reverse_exists: true, choices: { type: ['full', 'partial'], currency: ['GEL'] },
};

function RowMenu() {
  const run = useActionRunner(() => undefined);
  return <Button onClick={() => void run(refundAction, ROW)}>Refund</Button>;
}

describe('refund from a list row', () => {
  it('prefills amount and currency from the refund info call', async () => {
    const { store, sent } = createApiStore(({ url }) => (url === '/merchant/transactions/5/refund/' ? { data: INFO } : { data: {} }));
    render(
      <Provider store={store}>
        <MantineProvider env="test">
          <MemoryRouter>
            <ModalHostProvider renderForm={SchemaFormSlot}>
              <RowMenu />
            </ModalHostProvider>
          </MemoryRouter>
        </MantineProvider>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('75.00'));
    expect((screen.getByLabelText(/^Currency/) as HTMLInputElement).value).toBe('GEL');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toContain('GET /merchant/transactions/5/refund/');
  });
});
