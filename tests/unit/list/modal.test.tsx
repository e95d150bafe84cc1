// @vitest-environment jsdom
import './helpers/dom';
import { Button, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngineModal, modalReducer, useModalHost, useModalPhase, type ModalDef } from '../../../engine/modal';
import { ModalHostProvider } from '../../../engine/modal';
import { renderWithEngine } from './helpers/harness';

function Harness({ staticBackdrop, keyboard }: { staticBackdrop?: boolean; keyboard?: boolean }) {
  const handle = useModalPhase();
  return (
    <>
      <Button onClick={handle.show}>open</Button>
      <span data-testid="phase">{handle.phase}</span>
      <EngineModal handle={handle} title="Demo" staticBackdrop={staticBackdrop} keyboard={keyboard}>
        body
      </EngineModal>
    </>
  );
}

const renderModal = (props: { staticBackdrop?: boolean; keyboard?: boolean }) =>
  render(
    <MantineProvider env="test">
      <Harness {...props} />
    </MantineProvider>,
  );
const phase = () => screen.getByTestId('phase').textContent;
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('modal state machine', () => {
  it('hidden -> shown -> hiding -> hidden; stray events are ignored', () => {
    expect(modalReducer('hidden', 'show')).toBe('shown');
    expect(modalReducer('shown', 'hide')).toBe('hiding');
    expect(modalReducer('hiding', 'exited')).toBe('hidden');
    expect(modalReducer('hiding', 'show')).toBe('shown');
    expect(modalReducer('hidden', 'hide')).toBe('hidden');
    expect(modalReducer('shown', 'exited')).toBe('shown');
  });

  it('a static backdrop shakes instead of closing', async () => {
    renderModal({ staticBackdrop: true, keyboard: true });
    fireEvent.click(screen.getByText('open'));
    expect(phase()).toBe('shown');
    fireEvent.click(await screen.findByTestId('modal-backdrop'));
    expect(phase()).toBe('shown');
    expect(screen.getByRole('dialog').getAttribute('data-shake')).toBe('true');
    await waitFor(() => expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(false));
  });

  it('a normal backdrop closes: shown -> hiding -> hidden', async () => {
    renderModal({ staticBackdrop: false, keyboard: true });
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(await screen.findByTestId('modal-backdrop'));
    expect(phase()).toBe('hiding');
    await waitFor(() => expect(phase()).toBe('hidden'));
  });

  it('Escape closes only when keyboard is on', async () => {
    const off = renderModal({ keyboard: false });
    fireEvent.click(screen.getByText('open'));
    await screen.findByRole('dialog');
    escape();
    expect(phase()).toBe('shown');
    off.unmount();
    renderModal({ keyboard: true });
    fireEvent.click(screen.getByText('open'));
    await screen.findByRole('dialog');
    escape();
    expect(phase()).not.toBe('shown');
  });
});

describe('modal host', () => {
  const confirm: ModalDef = {
    id: 'confirm_delete',
    title: 'Delete',
    body: { text: 'Are you sure?' },
    keyboard: true,
    actions: [
      { id: 'no', label: 'No', kind: 'close' },
      { id: 'yes', label: 'Yes', kind: 'submit' },
    ],
  };
  let result: Promise<string | null> | undefined;
  function Opener({ modal }: { modal: string | ModalDef }) {
    const host = useModalHost();
    return <Button onClick={() => (result = host.openModal(modal, { row: { id: 7 } }))}>ask</Button>;
  }

  it('opens a schema modal and resolves with the chosen action', async () => {
    renderWithEngine(
      <ModalHostProvider>
        <Opener modal={confirm} />
      </ModalHostProvider>,
    );
    fireEvent.click(screen.getByText('ask'));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    await expect(result).resolves.toBe('yes');
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
  });

  it('loads modals from schemas/modals and shows a visible problem when no form renderer is given', async () => {
    renderWithEngine(
      <ModalHostProvider>
        <Opener modal="payment_capture" />
      </ModalHostProvider>,
    );
    fireEvent.click(screen.getByText('ask'));
    expect((await screen.findByRole('alert')).textContent).toContain("Form 'payment_capture' cannot render");
    escape(); // keyboard: true in the file
    await expect(result).resolves.toBeNull();
  });
});
