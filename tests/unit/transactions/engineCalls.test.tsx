// @vitest-environment jsdom
// Engine additions for the transactions screens: useRecord (the generated endpoint's cached query,
// refetched when a call invalidates its tag), useEngineCaller (path params out of the body, per-call
// headers) and
// idempotent schema modals (an Idempotency-Key per opened modal, renewed once a reply came).
import '../list/helpers/dom';
import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEngineCaller } from '../../../engine/list/api/useEngineCaller';
import { recordArg, useRecord } from '../../../engine/list/api/useRecord';
import { IDEMPOTENCY_HEADER, keySpent, newIdempotencyKey } from '../../../engine/modal/idempotency';
import { ModalHostProvider, useModalHost, type ModalDef } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import { createFake, renderWith } from './harness';

describe('helpers', () => {
  it("builds a record's query argument from path and query parameters, empty values left out", () => {
    expect(recordArg({ pathParams: { id: 3 }, params: { merchant: 5, q: '', z: undefined } })).toEqual({ id: 3, merchant: 5 });
    expect(recordArg({ params: { q: '' } })).toBeUndefined();
  });

  it('makes distinct keys and spends a key on any answer but a lost one', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect([200, 400, 422].map(keySpent)).toEqual([true, true, true]);
    expect([0, 500, 502].map(keySpent)).toEqual([false, false, false]);
  });
});

describe('useRecord + useEngineCaller', () => {
  it('refetches the record after an engine call and sends the call headers', async () => {
    let status = 'approved';
    const fake = createFake((req) => {
      if (req.method === 'GET') return { data: { data: { id: 7, status } } };
      status = 'reversed';
      return { data: { message: 'Request completed successfully' } };
    });
    function Page() {
      const record = useRecord<{ data: { status: string } }>('payments.info', { pathParams: { id: 7 } });
      const call = useEngineCaller();
      return (
        <>
          <span data-testid="status">{record.data?.data.status ?? 'loading'}</span>
          <Button
            onClick={() => void call('payments.fiscalize', { id: 7 }, { headers: { 'X-Test': 'yes' } })}
          >
            act
          </Button>
        </>
      );
    }
    renderWith(<Page />, fake);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('approved'));
    await act(async () => fireEvent.click(screen.getByText('act')));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('reversed'));
    const post = fake.sent.find((s) => s.method === 'POST')!;
    expect(post.url).toBe('/merchant/transactions/7/fiscalize/');
    expect(post.body).toEqual({});
    expect(post.headers['x-test']).toBe('yes');
    expect(fake.sent.filter((s) => s.method === 'GET')).toHaveLength(2);
  });

  it('answers an unknown call as an error instead of throwing', async () => {
    const fake = createFake(() => ({ data: {} }));
    let result: unknown;
    function Page() {
      const call = useEngineCaller();
      return <Button onClick={() => void call('payments.nope', {}).then((r) => (result = r))}>go</Button>;
    }
    renderWith(<Page />, fake);
    await act(async () => fireEvent.click(screen.getByText('go')));
    await waitFor(() => expect(result).toMatchObject({ error: { status: 0 } }));
    expect(fake.sent).toHaveLength(0);
  });
});

const refundModal = (idempotent: boolean): ModalDef => ({
  id: 'payment_refund',
  title: 'Refund',
  idempotent,
  body: { form: 'payment_refund' },
  actions: [{ id: 'cancel', label: 'Cancel', kind: 'close' }],
});

function Opener({ def }: { def: ModalDef }) {
  const host = useModalHost();
  const initialData = { amount: '1.00', currency: 'GEL', max_amount: '1.00', card: '424242******4242', payment_system: 'visa' };
  return <Button onClick={() => void host.openModal(def, { row: { id: 7 }, initialData })}>open</Button>;
}

async function openAndSubmit(def: ModalDef, fake: ReturnType<typeof createFake>) {
  renderWith(
    <ModalHostProvider renderForm={SchemaFormSlot}>
      <Opener def={def} />
    </ModalHostProvider>,
    fake,
  );
  fireEvent.click(screen.getByText('open'));
  const submit = await screen.findByRole('button', { name: 'Refund' });
  // The refund asks first (form `confirm`): the call goes on the summary's confirm button.
  return async () => {
    await act(async () => fireEvent.click(submit));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    await act(async () => fireEvent.click(await screen.findByTestId('form-confirm-submit')));
  };
}

describe('idempotent schema modal', () => {
  it('sends one key per opened modal: kept for a retry after a lost reply, renewed after an answer', async () => {
    const answers: Array<{ error: { status: number; data: unknown } } | { data: unknown }> = [
      { error: { status: 0, data: undefined } },
      { error: { status: 400, data: { error: [['amount', 'field is greater than 1.00']] } } },
      { data: { message: 'ok' } },
    ];
    const fake = createFake((req) => (req.method === 'POST' ? answers.shift()! : { data: {} }));
    const submit = await openAndSubmit(refundModal(true), fake);
    await submit();
    await waitFor(() => expect(fake.sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    await submit();
    await waitFor(() => expect(fake.sent.filter((s) => s.method === 'POST')).toHaveLength(2));
    await submit();
    await waitFor(() => expect(fake.sent.filter((s) => s.method === 'POST')).toHaveLength(3));
    const keys = fake.sent
      .filter((s) => s.method === 'POST')
      .map((s) => s.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    const first = fake.sent.find((s) => s.method === 'POST')!;
    expect(first.url).toBe('/merchant/transactions/7/refund/');
    expect(first.body).toMatchObject({ type: 'partial', amount: '1.00' });
    expect(first.body).not.toHaveProperty('id');
  });

  it('sends no key when the modal is not idempotent', async () => {
    const fake = createFake(() => ({ data: { message: 'ok' } }));
    const submit = await openAndSubmit(refundModal(false), fake);
    await submit();
    await waitFor(() => expect(fake.sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(
      fake.sent.find((s) => s.method === 'POST')!.headers[IDEMPOTENCY_HEADER.toLowerCase()],
    ).toBeUndefined();
  });
});
