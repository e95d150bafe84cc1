// @vitest-environment jsdom
// The mode menu of a filter shows labels, never a raw mode word: every mode of the filters
// meta-schema has a label, and the menu offers the filter-set file's modes even when a server
// reply names others (the old server sent 'daterange', shown as the raw word).
import './helpers/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODE_LABELS } from '../../../engine/filters';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import filtersMeta from '../../../schemas/_meta/filters.json';
import payments from '../../../schemas/lists/payments.json';
import paymentFilters from '../../../schemas/filters/payments.json';
import { listReply } from './fixtures/payments';
import { createFakeServer, renderWithEngine } from './helpers/harness';

const MODES = filtersMeta.definitions.mode.enum;

describe('filter mode menu', () => {
  it('every mode of the meta-schema has a label that is not the raw word', () => {
    for (const mode of MODES) {
      expect(MODE_LABELS[mode], mode).toBeTruthy();
      expect(MODE_LABELS[mode]).not.toBe(mode);
    }
  });

  it("offers the filter-set file's modes by label, whatever the reply's filters say", async () => {
    const state = createFakeServer();
    state.listOverride = {
      ...listReply(state, new URLSearchParams()),
      filters: [{ name: 'created', label: 'Date', type: 'daterange', search_modes: ['range', 'daterange'] }],
      enabled_filters: ['created'],
    };
    renderWithEngine(<DataList list={payments as ListDef} />, { state });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(document.querySelector('[data-filter="created"]')).toBeTruthy());
    const row = document.querySelector('[data-filter="created"]') as HTMLElement;
    const options = within(row).getAllByRole('option').map((o) => o.textContent);
    const fileModes = paymentFilters.items.find((i) => i.name === 'created')!.search_modes;
    expect(options).toEqual(fileModes.map((m) => MODE_LABELS[m]));
    for (const text of options) expect(MODES).not.toContain(text);
  });
});
