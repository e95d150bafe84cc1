// @vitest-environment jsdom
// Each dashboard chart offers 'Show as table' (issue 11 item 9): the same numbers as an HTML table
// with a caption and row/column headers, so a screen reader reads what the chart draws.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../engine/helpers/render';
import { renderUi } from '../engine/helpers/render';
import { ColumnChart, CountryMap, LineChart, PieChart } from '../../../screens/dashboard/charts';

function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

async function showTable(name: string): Promise<HTMLElement> {
  const group = screen.getByRole('group', { name });
  const toggle = within(group).getByRole('button', { name: 'Show as table' });
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(toggle);
  expect(within(group).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
  return within(group).getByRole('table', { name });
}

describe('show as table', () => {
  it('pie: name, share, amount, payments, conversion of each slice', async () => {
    renderUi(
      <PieChart
        title="Payment methods"
        slices={[
          { name: 'Visa', percent: 62.5, total_amount: '1250.5', total_payments: 5, conversion: 83.33 },
          { name: 'Apple Pay', percent: 37.5, total_amount: 750, total_payments: 3, conversion: 100 },
        ]}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(cells(await showTable('Payment methods'))).toEqual([
      ['Name', 'Share', 'Amount', 'Payments', 'Conversion'],
      ['Visa', '62.5 %', '1250.50', '5', '83.33 %'],
      ['Apple Pay', '37.5 %', '750.00', '3', '100 %'],
    ]);
  });

  it('line: one row per day, one column per series, --- where a series has no point', async () => {
    renderUi(
      <LineChart
        title="Volume"
        series={[
          { name: 'Paid', data: [{ x: '2026-11-02', y: 5 }, { x: '2026-11-01', y: 3 }] },
          { name: 'Refunded', data: [{ x: '2026-11-02', y: 1 }] },
        ]}
      />,
    );
    expect(cells(await showTable('Volume'))).toEqual([
      ['Date', 'Paid', 'Refunded'],
      ['2026-11-01', '3', '---'],
      ['2026-11-02', '5', '1'],
    ]);
  });

  it('column grouped by hour: hours of the day as rows', async () => {
    renderUi(<ColumnChart title="Hours of day" series={[{ name: 'Payments', data: [{ x: 18, y: 9000 }, { x: 7, y: 2 }] }]} />);
    expect(cells(await showTable('Hours of day'))).toEqual([
      ['Hour', 'Payments'],
      ['07:00', '2'],
      ['18:00', '9000'],
    ]);
  });

  it('map: countries by name, most payments first (those the map cannot place included)', async () => {
    renderUi(
      <CountryMap
        title="Countries"
        countries={[
          { country: 'UA', country_count: 2 },
          { country: 'GE', country_count: 7 },
          { country: 'XX', country_count: 1 },
        ]}
      />,
    );
    expect(cells(await showTable('Countries'))).toEqual([
      ['Country', 'Payments'],
      ['Georgia', '7'],
      ['Ukraine', '2'],
      ['XX', '1'],
    ]);
  });

  it('an empty series shows the empty state and no toggle', () => {
    renderUi(<PieChart title="Payment methods" slices={[]} />);
    const group = screen.getByRole('group', { name: 'Payment methods' });
    within(group).getByText('No data for this period');
    expect(within(group).queryByRole('button')).toBeNull();
  });
});
