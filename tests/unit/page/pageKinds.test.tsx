// @vitest-environment jsdom
// The generic page kinds through the router's RouteScreen (src/router/RouteScreen.tsx): a list page
// with the route's heading link and its namespace, a form page filled by its load call and sent to
// its call.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGES, pageFor } from '../../../engine/page/registry';
import { RouteScreen } from '../../../src/router/RouteScreen';
import type { RouteEntry } from '../../../src/router/routeTable';
import { submit, typeInto } from '../engine/helpers/form';
import { listOf, renderPage, type Sent } from './harness';

vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({ ...(await importOriginal<object>()), usePageMerchant: () => undefined }));
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const page = (entry: RouteEntry) => <RouteScreen entry={entry} view={{ page: pageFor(entry.screen)! }} />;

describe('page kinds', () => {
  it('maps engine/<kind> to its page, nothing else', () => {
    expect(Object.keys(PAGES)).toEqual(expect.arrayContaining(['list', 'tabs', 'form']));
    expect(pageFor('engine/list')).toBe(PAGES.list);
    expect(pageFor('settings/MerchantList')).toBeUndefined();
    expect(pageFor('engine/nope')).toBeUndefined();
  });

  it('a list page: the heading, the link beside it, the list of its file', async () => {
    const entry: RouteEntry = { path: '/m', screen: 'engine/list', schema: 'merchant_list', ns: 'settings', title: 'Merchant settings', access: 'user', links: [{ label: 'My Businesses', route: '/settings/companies/list' }] };
    renderPage(page(entry), { path: '/m', at: '/m' }, (req: Sent) => ({ data: req.url.startsWith('/settings/merchants/?') ? listOf([{ id: 3, name: 'Kyiv Books', merchant_id: '1400345' }]) : { fields: [] } }));
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Merchant settings');
    expect(screen.getByRole('link', { name: 'My Businesses' }).getAttribute('href')).toBe('/settings/companies/list');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Kyiv Books' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Kyiv Books' }).getAttribute('href')).toBe('/settings/merchants/info/3/basic');
  });

  it('a form page: filled by its load call, sent to its call', async () => {
    const entry: RouteEntry = { path: '/p', screen: 'engine/form', schema: 'personal', title: 'Personal', access: 'user' };
    const sent = renderPage(page(entry), { path: '/p', at: '/p' }, (req: Sent) => ({ data: req.method === 'GET' ? { first_name: 'Ann', last_name: 'Lee', lang: 'en' } : {} }));
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Personal');
    await waitFor(() => expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ann'));
    typeInto(/First name/, 'Anna');
    await submit(50);
    const save = sent.find((r) => r.method === 'POST');
    expect(save?.url).toBe('/settings/personal/');
    expect(save?.body).toMatchObject({ first_name: 'Anna', last_name: 'Lee', lang: 'en' });
  });
});
