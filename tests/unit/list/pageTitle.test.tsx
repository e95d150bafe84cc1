// @vitest-environment jsdom
// A list whose title says what the page heading says shows it once (the Disputes page had "Disputes"
// twice): DataList's pageTitle leaves the list's own title out; the table keeps it as its name.
import './helpers/dom';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import payments from '../../../schemas/lists/payments.json';
import { renderWithEngine } from './helpers/harness';

const def = payments as ListDef;
const rows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex'));

beforeEach(() => localStorage.clear());

describe('list title and page heading', () => {
  it('leaves out a title that repeats the page heading (any case), keeping the table named', async () => {
    renderWithEngine(
      <>
        <h1>Payments</h1>
        <DataList list={def} pageTitle=" payments " />
      </>,
    );
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.getAllByText('Payments')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('table', { name: 'Payments' })).toBeTruthy();
    // the toolbar's controls stay
    expect(screen.getByRole('button', { name: 'Save to reports' })).toBeTruthy();
  });

  it('keeps a title that says something else than the page heading', async () => {
    renderWithEngine(<DataList list={def} pageTitle="Merchant settings" />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payments' })).toBeTruthy();
  });
});
