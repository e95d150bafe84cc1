// @vitest-environment jsdom
// 'Add filter' with a real pointer (user-event: pointerdown, mousedown, click) inside the list's
// Filters popover: the chosen filter becomes a row and the popover stays open. fireEvent.click
// sends no mousedown, and Mantine's test environment renders no portals: neither showed the
// popover closing on a click in the menu.
import './helpers/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import payments from '../../../schemas/lists/payments.json';
import { renderWithEngine } from './helpers/harness';

const row = (name: string) => document.querySelector(`[data-filter="${name}"]`);

describe('Filters popover', () => {
  it('Add filter by mouse adds the row and keeps the popover open', async () => {
    const user = userEvent.setup();
    renderWithEngine(<DataList list={payments as ListDef} />, { portals: true });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const bar = await screen.findByTestId('filter-bar');
    expect(row('card_bin')).toBeNull();
    // Mantine's transitions never finish in jsdom: the dropdowns stay aria-hidden, hence hidden: true.
    await user.click(await within(bar).findByRole('button', { name: 'Add filter', hidden: true }));
    await user.click(await screen.findByRole('menuitem', { name: 'Card BIN', hidden: true }));
    await waitFor(() => expect(row('card_bin')).toBeTruthy());
    expect(screen.getByTestId('filter-bar')).toBe(bar);
    await user.type(within(row('card_bin') as HTMLElement).getByLabelText('Card BIN value'), '411111');
    expect((within(row('card_bin') as HTMLElement).getByLabelText('Card BIN value') as HTMLInputElement).value).toBe('411111');
  });
});
