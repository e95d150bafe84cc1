// @vitest-environment jsdom
import './helpers/dom';
import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHostProvider, useModalHost, type ModalDef } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import { renderWithEngine } from './helpers/harness';

const feedbackModal: ModalDef = {
  id: 'feedback',
  title: 'Feedback',
  keyboard: true,
  body: { form: 'feedback' },
  actions: [{ id: 'cancel', label: 'Cancel', kind: 'close' }],
};

describe('a schema form inside a schema modal', () => {
  it('renders the forms engine form with its own submit button', async () => {
    const done = vi.fn();
    function Opener() {
      const host = useModalHost();
      return <Button onClick={() => void host.openModal(feedbackModal).then(done)}>open</Button>;
    }
    renderWithEngine(
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Opener />
      </ModalHostProvider>,
    );
    fireEvent.click(screen.getByText('open'));
    expect(await screen.findByLabelText(/Message/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(done).toHaveBeenCalledWith(null));
  });
});
