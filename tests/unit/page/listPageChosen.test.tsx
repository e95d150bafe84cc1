// @vitest-environment jsdom
// A list page whose file the address names (routes.json `"schema": "special_{id}"`): the id filled
// from the route, the route's parameters checked by schemas:check, the chosen list's title as the
// heading, the caption read from a call's list (`page.record.find`, translated), the links under the
// list, and an address naming no list sent to the not-found page.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatIssue } from '../../../engine/core/schema';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { fillSchemaId, idsOfTemplate, schemaIdParams } from '../../../engine/core/schema/pageSchemaId';
import { pageFor } from '../../../engine/page/registry';
import { foundRecord, recordArgs } from '../../../engine/page/listPageRecord';
import { RouteScreen } from '../../../src/router/RouteScreen';
import type { RouteEntry } from '../../../src/router/routeTable';
import { listOf, renderPage, type Sent } from './harness';

vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({ ...(await importOriginal<object>()), usePageMerchant: () => ({ id: 3, merchant_id: '1400345', name: 'Kyiv Books' }) }));
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

describe('a schema id chosen by the address', () => {
  it('fills its parts from the route, refusing a missing part or one no file id holds', () => {
    expect(schemaIdParams('special_{id}')).toEqual(['id']);
    expect(schemaIdParams('payments')).toEqual([]);
    expect(fillSchemaId('special_{id}', { id: '1001' })).toBe('special_1001');
    expect(fillSchemaId('special_{id}', {})).toBeUndefined();
    expect(fillSchemaId('special_{id}', { id: '../x' })).toBeUndefined();
    expect(fillSchemaId('special_{id}', { id: 'A1' })).toBeUndefined();
    expect(idsOfTemplate('special_{id}', ['special_657', 'special_reports', 'payments', 'xspecial_1'])).toEqual(['special_657', 'special_reports']);
  });

  const corpus = (route: object) =>
    new Map<string, unknown>([
      ['schemas/endpoints/shop.json', { group: 'shop', endpoints: { list: { method: 'GET', path: '/shop/list/', reply: 'X' } } }],
      ['schemas/lists/shop_1.json', { id: 'shop_1', title: 'Shop', endpoint: 'shop.list', columns: [] }],
      ['schemas/routes.json', [{ title: 'Shop', access: 'user', ...route }]],
    ]);
  const problems = (route: object) => checkCrossRefs(corpus(route), []).map(formatIssue);

  it('schemas:check wants each part a parameter of the route and some file it can name', () => {
    expect(problems({ path: '/shops/:id', screen: 'engine/list', schema: 'shop_{id}' })).toEqual([]);
    expect(problems({ path: '/shops/:shop', screen: 'engine/list', schema: 'shop_{id}' })).toEqual([
      'schemas/routes.json#/0/schema: "{id}" is not a parameter of the route\'s path "/shops/:shop"',
    ]);
    expect(problems({ path: '/shops/:id', screen: 'engine/list', schema: 'store_{id}' })).toEqual([
      'schemas/routes.json#/0/schema: no list file matches "store_{id}" (schemas/lists/)',
    ]);
  });
});

describe("the caption's record", () => {
  const read = { endpoint: 'special.list', params: { merchant: '{merchant}', limit: '80' }, find: { path: 'data', field: 'report_id', param: 'id' } };
  it('takes query parameters from templates and waits for a missing page value', () => {
    expect(recordArgs(read, { merchant: '7', id: '1001' })).toEqual({ pathParams: {}, params: { merchant: '7', limit: '80' } });
    expect(recordArgs(read, { id: '1001' })).toBeUndefined();
  });
  it('finds the item whose field equals the page parameter', () => {
    const reply = { data: [{ report_id: 657, description: 'Z' }, { report_id: 1001, description: 'Per day' }] };
    expect(foundRecord(read, reply, { id: '1001' })).toEqual({ report_id: 1001, description: 'Per day' });
    expect(foundRecord(read, reply, { id: '5' })).toBeUndefined();
    expect(foundRecord({ endpoint: 'special.list' }, reply, {})).toBe(reply);
  });
});

describe('the page', () => {
  const entry: RouteEntry = { path: '/reports/special/custom/:id', screen: 'engine/list', schema: 'special_{id}', title: 'Special report', access: 'user' };
  const view = (
    <Routes>
      <Route path="/reports/special/custom/:id" element={<RouteScreen entry={entry} view={{ page: pageFor(entry.screen)! }} />} />
      <Route path="/error/404" element={<p>not found page</p>} />
    </Routes>
  );
  const answer = (req: Sent) => ({
    data: req.url.startsWith('/merchant/reports/special/list/')
      ? listOf([{ report_id: 1001, title: 'Payments by day', description: 'Per day and currency: payments, approved and declined, amounts charged, refunded and settled', section: 'Payments' }])
      : listOf([]),
  });

  it("shows the named list under its own title, the catalogue's description and the link back", async () => {
    const sent = renderPage(view, { path: '/*', at: '/reports/special/custom/1001' }, answer);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Payments by day');
    expect(screen.getByRole('link', { name: 'All special reports' }).getAttribute('href')).toBe('/reports/special/list');
    expect((await screen.findByTestId('special_report-caption')).textContent).toBe('Per day and currency: payments, approved and declined, amounts charged, refunded and settled');
    const catalogue = sent.find((r) => r.url.startsWith('/merchant/reports/special/list/'))!;
    expect(new URL(catalogue.url, 'http://x').searchParams.get('merchant')).toBe('3');
    await waitFor(() => expect(sent.some((r) => r.url.startsWith('/merchant/reports/special/1001/'))).toBe(true));
  });

  it('sends an address naming no list to the not-found page', async () => {
    renderPage(view, { path: '/*', at: '/reports/special/custom/4242' }, answer);
    expect(await screen.findByText('not found page')).toBeTruthy();
  });
});
