// @vitest-environment jsdom
// The totals line of a list file with `totals` (issue 27 must-show 8): 'Captured less refunds:
// 757.34 GEL · 1012.33 USD' above the payments table from the reply's totals; the over-the-cap
// sentence when the server sends null; nothing without rows; Ukrainian texts.
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ModalHostProvider } from '../../../engine/modal';
import { TOTALS_OVER_CAP } from '../../../engine/list/ui/ListTotalsLine';
import payments from '../../../schemas/lists/payments.json';
import { createApiStore } from '../helpers/fakeApi';

const def = payments as unknown as ListDef;
const row = { id: 1, order_id: 'o-1', created: '2026-11-07T10:00:00.000Z', status: 'approved', amount: '100.00', net_amount: '100.00', v_currency: 'GEL' };

function renderList(over: Record<string, unknown>) {
  const reply = { data: [row], paginator: { page: 1, pages: 1, limit: 20, count: 1 }, query_words: '', can_edit: true, ...over };
  const { store } = createApiStore(async ({ url }) => (url.includes('/settings/') ? { data: { fields: [] } } : { data: reply }));
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ModalHostProvider><DataList list={def} /></ModalHostProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the totals line of a list', () => {
  it('shows the sum per currency, as the amount cells write amounts', async () => {
    renderList({ totals: [{ currency: 'GEL', amount: '757.34' }, { currency: 'USD', amount: '1012.3' }] });
    const line = await screen.findByText('Captured less refunds: 757.34 GEL · 1012.30 USD');
    expect(line.closest('[data-list-totals]')).toBeTruthy();
    // Above the table.
    const table = screen.getByRole('table');
    expect(line.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says why there is no sum above the exact count', async () => {
    renderList({ totals: null, paginator: { page: 1, pages: 500, limit: 20, count: 10_000, count_exact: false } });
    await screen.findByText(TOTALS_OVER_CAP);
  });

  it('shows nothing when no row is selected or the reply has no totals', async () => {
    renderList({ data: [], totals: [], paginator: { page: 1, pages: 1, limit: 20, count: 0 } });
    await screen.findByRole('table');
    expect(document.querySelector('[data-list-totals]')).toBeNull();
  });

  it('reads in Ukrainian', async () => {
    const uk = (ns: string) => JSON.parse(readFileSync(`src/i18n/locales/uk/${ns}.json`, 'utf8')) as Record<string, string>;
    i18next.addResourceBundle('uk', 'common', { ...uk('common'), ...uk('transactions') });
    await i18next.changeLanguage('uk');
    renderList({ totals: [{ currency: 'GEL', amount: '5.00' }] });
    // The amount with the language's decimal separator, as the cells write it.
    await screen.findByText(/^Списано без повернень: 5[.,]00 GEL$/);
    expect(uk('common')[TOTALS_OVER_CAP]).toMatch(/10 000/);
  });
});
