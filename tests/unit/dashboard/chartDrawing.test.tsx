// @vitest-environment jsdom
// The charts draw through the lazily loaded ECharts chunk (screens/dashboard/charts/EChart.tsx, SVG
// renderer): each chart mounts one ECharts instance once its chunk has loaded; the table view replaces it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../engine/helpers/render';
import { ColumnChart, CountryMap, LineChart, PieChart } from '../../../screens/dashboard/charts';

const series = [{ name: 'Paid', data: [{ x: '2026-11-01', y: 2 }, { x: '2026-11-02', y: 9000 }] }];

describe('chart drawing', () => {
  it('mounts an ECharts picture per chart, and the table view takes its place', async () => {
    const { container } = renderUi(
      <>
        <PieChart title="Methods" slices={[{ name: 'Visa', percent: 100, total_amount: '1.00', total_payments: 1, conversion: 100 }]} />
        <LineChart title="Volume" series={series} />
        <ColumnChart title="Count" series={series} />
        <CountryMap title="Countries" countries={[{ country: 'GE', country_count: 1 }]} />
      </>,
    );
    const instances = () => container.querySelectorAll('[_echarts_instance_]');
    await waitFor(() => expect(instances()).toHaveLength(4), { timeout: 15000 });
    for (const chart of instances()) {
      expect(chart.getAttribute('aria-hidden')).toBe('true');
      expect(chart.querySelector('svg')).not.toBeNull();
    }
    await userEvent.click(within(screen.getByRole('group', { name: 'Volume' })).getByRole('button', { name: 'Show as table' }));
    expect(instances()).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Volume' })).getByRole('table')).toBeTruthy();
  });
});

describe('country map clusters', () => {
  it('merges neighbours at the world view and splits them after zooming in, up to level 5 only', async () => {
    const { getInstanceByDom } = await import('echarts/core');
    // jsdom lays nothing out: the map is given a drawn size of 800 x 360 px.
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 360 });
    try {
      const { container } = renderUi(
        <CountryMap
          title="Countries"
          countries={[
            { country: 'GE', country_count: 10 },
            { country: 'AM', country_count: 4 },
            { country: 'US', country_count: 7 },
          ]}
        />,
      );
      await waitFor(() => expect(container.querySelector('[_echarts_instance_]')).not.toBeNull(), { timeout: 15000 });
      const chart = getInstanceByDom(container.querySelector('[_echarts_instance_]') as HTMLElement)!;
      const markers = () => (chart.getOption() as { series: { data: { name: string; value: number[] }[] }[] }).series[0].data.map((d) => [d.name, d.value[2]]);
      await waitFor(() => expect(markers()).toEqual([['GE, AM', 14], ['US', 7]]));
      chart.dispatchAction({ type: 'geoRoam', geoIndex: 0, zoom: 100 });
      expect((chart.getOption() as { geo: { zoom: number }[] }).geo[0].zoom).toBe(8);
      expect(markers()).toEqual([['GE', 10], ['US', 7], ['AM', 4]]);
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
      if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    }
  });
});
