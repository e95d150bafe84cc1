// @vitest-environment jsdom
// A modal body's record and conditions, apart from any screen: the record's call with the row's
// path parameters, its error in place of the fields, and `when` reading the row when there is no record.
import '../../list/helpers/dom';
import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHostProvider, useModalHost, type ModalDef } from '../../../../engine/modal';
import { createFake, renderWith, type Answer } from '../../transactions/harness';

function open(def: ModalDef, row: Record<string, unknown>, answer: Answer) {
  function Opener() {
    const host = useModalHost();
    return <Button onClick={() => void host.openModal(def, { row })}>open</Button>;
  }
  const fake = createFake(() => answer);
  renderWith(
    <ModalHostProvider>
      <Opener />
    </ModalHostProvider>,
    fake,
  );
  fireEvent.click(screen.getByText('open'));
  return fake;
}

const actions: ModalDef['actions'] = [
  { id: 'close', label: 'Close', kind: 'close' },
  { id: 'go', label: 'Go', kind: 'link', route: '/things/{id}', when: { field: 'state', equals: 'open' } },
];

describe('modal body record', () => {
  it("loads the record with the row's path parameters and shows its fields", async () => {
    const def: ModalDef = {
      id: 'thing',
      title: 'Thing',
      body: {
        record: {
          endpoint: 'disputes.info',
          fields: [
            { name: 'data.name', label: 'Name' },
            { name: 'data.note', label: 'Note' },
          ],
        },
      },
      actions,
    };
    const fake = open(def, { id: 3, state: 'open' }, { data: { data: { name: 'Lamp', state: 'closed' } } });
    const fields = await screen.findByTestId('modal-record');
    expect(fields.textContent).toBe('NameLampNote---');
    expect(fake.sent[0].url).toBe('/merchant/transactions/disputes/3/info/');
    // The record decides, not the row: its state is closed.
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it("shows the record call's error instead of the fields", async () => {
    const def: ModalDef = {
      id: 'thing',
      title: 'Thing',
      body: { record: { endpoint: 'disputes.info', fields: [{ name: 'data.name', label: 'Name' }] } },
      actions,
    };
    open(def, { id: 3 }, { error: { status: 404, data: { error: 'Not found' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.queryByTestId('modal-record')).toBeNull();
  });

  it('reads conditions from the row when the body has no record', async () => {
    const def: ModalDef = { id: 'thing', title: 'Thing', body: { text: 'Hello' }, actions };
    open(def, { id: 3, state: 'open' }, { data: {} });
    expect(await screen.findByRole('button', { name: 'Go' })).toBeTruthy();
  });
});
