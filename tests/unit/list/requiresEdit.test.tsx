// @vitest-environment jsdom
// A list or row action with `requires: "edit"` shows only when the list reply's `can_edit` is true:
// a read-only user does not see 'Charge card', 'Create button', ... (the server refuses anyway).
import './helpers/dom';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import { actionPermitted, type ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import payments from '../../../schemas/lists/payments.json';
import { listReply } from './fixtures/payments';
import { createFakeServer, renderWithEngine } from './helpers/harness';

const def: ListDef = {
  ...(payments as ListDef),
  rowActions: [],
  listActions: [
    { id: 'charge', label: 'Charge card', kind: 'link', route: '/x', requires: 'edit' },
    { id: 'help', label: 'Help', kind: 'link', route: '/help' },
  ],
};

beforeEach(() => localStorage.clear());

function renderWith(canEdit: boolean | undefined) {
  const state = createFakeServer();
  const reply = listReply(state, new URLSearchParams());
  state.listOverride = canEdit === undefined ? reply : { ...reply, can_edit: canEdit };
  renderWithEngine(<ModalHostProvider><DataList list={def} /></ModalHostProvider>, { state });
}

describe('list actions that require edit', () => {
  it('actionPermitted: only `requires: "edit"` with can_edit true; other actions always', () => {
    expect(actionPermitted({ requires: 'edit' }, true)).toBe(true);
    expect(actionPermitted({ requires: 'edit' }, false)).toBe(false);
    expect(actionPermitted({ requires: 'edit' }, undefined)).toBe(false);
    expect(actionPermitted({}, false)).toBe(true);
  });

  it('shows the action to an editor', async () => {
    renderWith(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Charge card' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
  });

  it('hides it from a read-only user, and when the reply does not say', async () => {
    renderWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy());
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Charge card' })).toBeNull();
  });

  it('hides it when the reply has no can_edit', async () => {
    renderWith(undefined);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Charge card' })).toBeNull();
  });
});
