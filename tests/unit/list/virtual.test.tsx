// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DataTable, virtualWindow } from '../../../engine/list';
import type { ColumnDef } from '../../../engine/list';
import { makePayments } from './fixtures/payments';

const columns: ColumnDef[] = [
  { field: 'id', label: 'ID' },
  { field: 'status', label: 'Status', format: 'badge' },
  { field: 'amount', label: 'Amount', format: 'amount' },
];
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex'));

describe('virtualized rows', () => {
  it('computes a window with spacers', () => {
    expect(virtualWindow(10000, 40, 0, 400)).toEqual({
      start: 0,
      end: 17,
      padTop: 0,
      padBottom: (10000 - 17) * 40,
    });
    const mid = virtualWindow(10000, 40, 200000, 400);
    expect(mid.start).toBe(4994);
    expect(mid.end - mid.start).toBeLessThan(30);
    expect(mid.padTop + (mid.end - mid.start) * 40 + mid.padBottom).toBe(400000);
    expect(virtualWindow(10000, 40, 10e9, 400).end).toBe(10000);
  });

  it('renders only a window of 10,000 rows and follows the scroll', () => {
    const rows = makePayments(10000);
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <DataTable columns={columns} rows={rows} rowHeight={40} maxHeight={400} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(bodyRows().length).toBeLessThan(30);
    expect(bodyRows()[0].textContent).toContain('1000');
    const scroller = screen.getByTestId('datalist-scroll');
    fireEvent.scroll(scroller, { target: { scrollTop: 40 * 5000 } });
    const shown = bodyRows();
    expect(shown.length).toBeLessThan(30);
    expect(shown.some((r) => r.textContent?.includes('6000'))).toBe(true);
    expect(shown[0].getAttribute('aria-rowindex')).toBe(String(5000 - 6 + 2));
  });

  it('renders every row of a short page', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <DataTable columns={columns} rows={makePayments(20)} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(bodyRows()).toHaveLength(20);
  });
});
