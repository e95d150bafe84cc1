// @vitest-environment jsdom
// A form page's address fields (form file `addressFields`, engine/page/addressValues.ts): the
// merchant creation form starts from the route's path parameters and query, writes a changed select
// back into the address, and its labels follow the chosen country and legal type.
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { readAddress, writeAddress } from '../../../engine/page/addressValues';
import { pageFor } from '../../../engine/page/registry';
import { RouteScreen } from '../../../src/router/RouteScreen';
import type { RouteEntry } from '../../../src/router/routeTable';
import { choose } from '../engine/helpers/form';
import { renderPage } from './harness';

vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({ ...(await importOriginal<object>()), usePageMerchant: () => undefined }));
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const PATTERN = '/getstarted/merchant/:country?/:jurtype?/:business_type?';
const FIELDS = ['country', 'jurtype', 'business_type'];

function Address() {
  const l = useLocation();
  return <output data-testid="address">{`${l.pathname}${l.search}`}</output>;
}

describe('address fields of a form page', () => {
  it('fills optional path parameters in order; the rest go to the query, foreign keys stay', () => {
    const q = new URLSearchParams('ref=ad&business_type=retail');
    expect(writeAddress(PATTERN, FIELDS, { country: 'GE', jurtype: 'llc', business_type: 'retail' }, {}, q)).toBe('/getstarted/merchant/GE/llc/retail?ref=ad');
    expect(writeAddress(PATTERN, FIELDS, { country: 'GE', business_type: 'retail' }, {}, new URLSearchParams())).toBe('/getstarted/merchant/GE?business_type=retail');
    expect(writeAddress(PATTERN, FIELDS, {}, {}, new URLSearchParams())).toBe('/getstarted/merchant');
    expect(writeAddress('/m/:merchant/x/:tab?', ['tab'], { tab: 'a b' }, { merchant: '7' }, new URLSearchParams())).toBe('/m/7/x/a%20b');
    expect(readAddress(FIELDS, { country: 'UA' }, new URLSearchParams('jurtype=llc&other=1'))).toEqual({ country: 'UA', jurtype: 'llc' });
  });

  it('the merchant creation page starts from the address, relabels by country and legal type, and writes a change back', async () => {
    const entry: RouteEntry = { path: PATTERN, screen: 'engine/form', schema: 'merchant_add', title: 'Create merchant', access: 'user' };
    renderPage(<><RouteScreen entry={entry} view={{ page: pageFor(entry.screen)! }} /><Address /></>, { path: PATTERN, at: '/getstarted/merchant/UA?ref=ad' },
      () => ({ data: { high: [], common: [], choices: [{ value: '5942', label: 'Book stores' }] } }));
    expect(await screen.findByText('EDRPOU code', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('RNOKPP (individual tax number)')).toBeTruthy();
    await choose('jurtype', 'Individual entrepreneur');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/getstarted/merchant/UA/individual?ref=ad'));
    expect(screen.getByText('Full name of the entrepreneur')).toBeTruthy();
    await choose('country', 'Georgia');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/getstarted/merchant/GE/individual?ref=ad'));
    expect(screen.getByText('Taxpayer number')).toBeTruthy();
    expect(screen.queryByText('EDRPOU code')).toBeNull();
  });
});
