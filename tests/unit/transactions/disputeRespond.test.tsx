// @vitest-environment jsdom
// The Respond modal of a dispute, schema only (schemas/modals/dispute_respond.json through the modal
// engine): the dispute's record, Accept asking first (dispute_accept) and then posting accept/,
// cancelling the question coming back, and the start form; a dispute the server no longer lets
// answer says why (status, deadline, read-only access) and offers neither action.
import '../list/helpers/dom';
import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHostProvider, useModalHost } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import { createFake, renderWith } from './harness';


const dispute = (over: Record<string, unknown> = {}) => ({
  id: 5,
  chargeback_id: 'CB100001',
  merchant_orderid: 'order_1',
  email: 'buyer@example.com',
  dispute_amount: '12.50',
  currency: 'GEL',
  response_deadline: '2099-12-31T23:59:59+04:00',
  status_name: 'Needs response',
  can_accept: true,
  can_respond: true,
  ...over,
});

function Opener() {
  const host = useModalHost();
  return <Button onClick={() => void host.openModal('dispute_respond', { row: { id: 5 } })}>open</Button>;
}

function open(info: Record<string, unknown>) {
  const fake = createFake((req) =>
    req.method === 'GET' ? { data: { data: info, history: [], files: [] } } : { data: { message: 'Request completed successfully' } },
  );
  const view = renderWith(
    <ModalHostProvider renderForm={SchemaFormSlot}>
      <Opener />
    </ModalHostProvider>,
    fake,
  );
  fireEvent.click(screen.getByText('open'));
  return { ...fake, unmount: view.unmount };
}

describe('Respond modal', () => {
  it('shows the dispute, asks before accepting, then posts accept/', async () => {
    const fake = open(dispute());
    const info = await screen.findByTestId('modal-record');
    expect(info.textContent).toContain('CB100001');
    expect(info.textContent).toContain('12.50 GEL');
    expect(await screen.findByTestId('schema-form-dispute_start')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    const confirm = await screen.findByRole('dialog', { name: 'Accept dispute' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Accept dispute' })));
    await waitFor(() => expect(fake.sent.some((s) => s.method === 'POST')).toBe(true));
    expect(fake.sent.find((s) => s.method === 'POST')!.url).toBe('/merchant/transactions/disputes/5/accept/');
  });

  it('comes back to the dispute when the question is cancelled', async () => {
    const fake = open(dispute());
    await screen.findByTestId('modal-record');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    const confirm = await screen.findByRole('dialog', { name: 'Accept dispute' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' })));
    await screen.findByRole('dialog', { name: 'Respond to dispute' }, { timeout: 3000 });
    expect(fake.sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('says why a dispute can no longer be answered and offers neither action', async () => {
    open(dispute({ status_name: 'Lost', can_accept: false, can_respond: false }));
    await screen.findByTestId('modal-record');
    expect(screen.getByText('Only a dispute in Needs response can be answered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByTestId('schema-form-dispute_start')).toBeNull();
  });

  it('names a passed deadline, then read-only access', async () => {
    const closed = { can_accept: false, can_respond: false };
    const view = open(dispute({ ...closed, response_deadline: '2020-01-31T23:59:59+04:00' }));
    expect(await screen.findByText('The response deadline of this dispute has passed.')).toBeTruthy();
    expect(screen.queryByText('Your access to this merchant is read-only.')).toBeNull();
    view.unmount();
    open(dispute(closed));
    expect(await screen.findByText('Your access to this merchant is read-only.')).toBeTruthy();
    expect(screen.queryByText('The response deadline of this dispute has passed.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
