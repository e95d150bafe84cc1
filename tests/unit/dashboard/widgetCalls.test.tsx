// @vitest-environment jsdom
// The dashboard's widgets call the server only when they are in the viewport and only when their
// parameters changed since their last call (spec 000 s.4; issue 11 item 3). A dashboard tab
// (screens/dashboard/parts/CategoryPanel.tsx) runs over the app's real RTK Query store and a fake
// server that counts the widget calls; the browser's IntersectionObserver is one the test drives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { renderUi } from '../engine/helpers/render';
import { createApiStore, type Sent } from '../helpers/fakeApi';
import { install, scroll as scrollInto } from './fakeViewport';
import { CategoryPanel } from '../../../screens/dashboard/parts/CategoryPanel';
import type { DashboardCategory } from '../../../engine';

const category: DashboardCategory = {
  alias: 'payments',
  name: 'Payments',
  active_widgets: [1, 2],
  available_widgets: [
    { id: 1, name: 'Volume', type: 'line' },
    { id: 2, name: 'Payments', type: 'column' },
  ],
  period_choices: [
    { alias: 'last_7_days', date_from: '2026-11-17', date_to: '2026-11-23' },
    { alias: 'last_30_days', date_from: '2026-10-25', date_to: '2026-11-23' },
  ],
  default_period: 'last_7_days',
};

/** The fake server's widget reply: the volume is 12.50 in GEL, 0 in any other currency. */
function widgetReply(req: Sent) {
  const url = new URL(req.url, 'https://portal.test');
  const id = Number(/\/dashboard\/widget\/(\d+)\//.exec(url.pathname)![1]);
  const currency = url.searchParams.get('currency')!;
  const value = currency === 'GEL' ? '12.50' : '0.00';
  return {
    id,
    type: id === 1 ? 'line' : 'column',
    currency,
    date_from: url.searchParams.get('date_from'),
    date_to: url.searchParams.get('date_to'),
    previous_period: { date_from: '2026-11-10', date_to: '2026-11-16' },
    interval: 86400,
    totals: [
      {
        name: 'volume',
        label: 'Volume',
        format: 'amount',
        value,
        previous: '10.00',
        change: currency === 'GEL' ? 25 : -100,
      },
    ],
    graph: [],
  };
}

/** The browser reporting that a widget's card scrolled into (or out of) the viewport. */
const scroll = (widget: number, visible: boolean) => scrollInto(visible, screen.getByTestId(`widget-${widget}`));

beforeEach(() => {
  install();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The tab, re-rendered with equal but new props at each click of 'Re-render'. */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>Re-render</button>
      <CategoryPanel
        category={{ ...category }}
        merchant={7}
        currencies={['GEL', 'USD']}
        defaultCurrency="GEL"
      />
    </>
  );
}

function setup() {
  const { store, sent } = createApiStore((req) => ({ data: widgetReply(req) }));
  renderUi(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  const calls = (widget: number) =>
    sent.filter((r) => r.url.startsWith(`/dashboard/widget/${widget}/`)).map((r) => r.url);
  return { calls, rerender: () => userEvent.click(screen.getByRole('button', { name: 'Re-render' })) };
}

describe('dashboard widget calls', () => {
  it('a widget out of the viewport does not call; in view it calls once, with the tab filter', async () => {
    const { calls } = setup();
    expect(calls(1)).toEqual([]);
    expect(calls(2)).toEqual([]);
    scroll(1, true);
    await waitFor(() => expect(screen.getByTestId('total-volume').textContent).toBe('12.50 GEL'));
    expect(calls(1)).toEqual([
      '/dashboard/widget/1/?merchant=7&currency=GEL&date_from=2026-11-17&date_to=2026-11-23',
    ]);
    expect(calls(2)).toEqual([]);
  });

  it('equal parameters do not call again: a re-render, scrolling away and back', async () => {
    const { calls, rerender } = setup();
    scroll(1, true);
    await waitFor(() => expect(calls(1)).toHaveLength(1));
    await rerender();
    await rerender();
    scroll(1, false);
    scroll(1, true);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(1)).toHaveLength(1);
  });

  it('a changed currency, date range or a refresh calls again, once each; a hidden widget waits for its turn', async () => {
    const { calls } = setup();
    scroll(1, true);
    await waitFor(() => expect(calls(1)).toHaveLength(1));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await waitFor(() => expect(screen.getByTestId('total-volume').textContent).toBe('0.00 USD'));
    expect(calls(1)[1]).toBe(
      '/dashboard/widget/1/?merchant=7&currency=USD&date_from=2026-11-17&date_to=2026-11-23',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last_30_days');
    await waitFor(() => expect(calls(1)).toHaveLength(3));
    expect(calls(1)[2]).toBe(
      '/dashboard/widget/1/?merchant=7&currency=USD&date_from=2026-10-25&date_to=2026-11-23',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls(1)).toHaveLength(4));
    expect(calls(1)[3]).toBe(calls(1)[2]);

    // The other widget made no call through all of it, and makes one, with the latest filter, when seen.
    expect(calls(2)).toEqual([]);
    scroll(2, true);
    await waitFor(() =>
      expect(calls(2)).toEqual([
        '/dashboard/widget/2/?merchant=7&currency=USD&date_from=2026-10-25&date_to=2026-11-23',
      ]),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(1)).toHaveLength(4);
  });
});
