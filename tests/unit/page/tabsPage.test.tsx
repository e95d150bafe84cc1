// @vitest-environment jsdom
// engine/tabs pages (engine/page/TabsPage.tsx) from the repository's tab group files: the caption
// from the group's record, a tab's form loaded from its call and sent with the path parameters its
// call names, read-only by the record's privileges (notice, disabled form, no changing list
// actions), a list tab over the tab's own call with the header's merchant as ?merchant=.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submit } from '../engine/helpers/form';
import { listOf, renderPage, type Answer, type Sent } from './harness';

const header = vi.hoisted(() => ({ merchant: undefined as { id: number; country?: string } | undefined }));
vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePageMerchant: () => header.merchant,
}));
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));
const { default: TabsPage } = await import('../../../engine/page/TabsPage');

const SETTINGS = { path: '/settings/merchants/info/:merchant/:tab' };

function merchantServer(privileges: Record<string, string>) {
  return (req: Sent): Answer => {
    const path = req.url.split('?')[0];
    if (path === '/merchant/list/') return { data: { data: [{ id: 7, merchant_id: '1400345', name: 'Kyiv Books', privileges }] } };
    if (path === '/merchant/7/settings/notification/' && req.method === 'GET') return { data: { email_notification_lang: 'uk', report_emails: ['a@b.test'] } };
    if (path === '/merchant/7/settings/notification/') return { data: {} };
    if (path === '/merchant/7/permissions/') return { data: listOf([{ id: 1, email: 'owner@merchant.test' }]) };
    return { data: {} };
  };
}

describe('a tab group page', () => {
  it("names the route's merchant from the record, fills the tab's form from its call and sends it with {merchant} only", async () => {
    const sent = renderPage(<TabsPage title="Merchant settings" schemaId="merchant_settings" />, { ...SETTINGS, at: '/settings/merchants/info/7/notification' }, merchantServer({ settings: 'edit' }));
    await waitFor(() => expect(screen.getByTestId('merchant-caption').textContent).toBe('Kyiv Books (1400345)'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Merchant settings');
    expect(screen.getByRole('tab', { name: 'Notifications settings', selected: true })).toBeTruthy();
    await screen.findByTestId('schema-form-merchant_notification');
    expect(screen.queryByTestId('read-only-settings')).toBeNull();
    await screen.findByTestId('schema-form-submit');
    await submit(50);
    const save = sent.find((r) => r.method === 'POST');
    expect(save?.url).toBe('/merchant/7/settings/notification/');
    expect(save?.body).toMatchObject({ email_notification_lang: 'uk', report_emails: ['a@b.test'] });
    expect(save?.body).not.toHaveProperty('tab');
    expect(save?.body).not.toHaveProperty('merchant');
  });

  it('shows a reader the form disabled under the notice, and the list without its changing actions', async () => {
    renderPage(<TabsPage title="Merchant settings" schemaId="merchant_settings" />, { ...SETTINGS, at: '/settings/merchants/info/7/notification' }, merchantServer({ settings: 'read', permissions: 'read' }));
    const box = await screen.findByTestId('read-only-settings');
    expect(within(box).getByText('You can view these settings but not change them.')).toBeTruthy();
    await within(box).findByTestId('schema-form-merchant_notification');
    expect(box.hasAttribute('disabled')).toBe(true);
  });

  it("decides a tab by its own editWhen: access rights by the permissions privilege", async () => {
    renderPage(<TabsPage title="Merchant settings" schemaId="merchant_settings" />, { ...SETTINGS, at: '/settings/merchants/info/7/permissions' }, merchantServer({ settings: 'read', permissions: 'edit' }));
    await screen.findByText('owner@merchant.test');
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
  });

  it('hides the changing list actions from a reader', async () => {
    renderPage(<TabsPage title="Merchant settings" schemaId="merchant_settings" />, { ...SETTINGS, at: '/settings/merchants/info/7/permissions' }, merchantServer({ settings: 'edit', permissions: 'read' }));
    await screen.findByText('owner@merchant.test');
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });

  it("lists a tab over the tab's own call, with the header's merchant; nothing is asked before it is known", async () => {
    const answer = (req: Sent): Answer => ({ data: req.url.includes('/fields/') ? { fields: [] } : req.url.includes('/settings/') ? { fields: [] } : listOf([{ id: 5, order_id: 'ord-5' }]) });
    header.merchant = undefined;
    const none = renderPage(<TabsPage title="Payments" schemaId="transactions_payments" />, { path: '/transactions/payments/:type', at: '/transactions/payments/uncaptured' }, answer);
    await screen.findByRole('tab', { name: 'Uncaptured', selected: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(none.filter((r) => !r.url.startsWith('/views/'))).toEqual([]);
    document.body.innerHTML = '';

    header.merchant = { id: 42 };
    const sent = renderPage(<TabsPage title="Payments" schemaId="transactions_payments" />, { path: '/transactions/payments/:type', at: '/transactions/payments/uncaptured' }, answer);
    await screen.findByText('ord-5');
    const list = sent.find((r) => r.url.startsWith('/merchant/transactions/uncaptured/') || r.url.includes('uncaptured'));
    expect(list?.url).toMatch(/[?&]merchant=42(&|$)/);
    header.merchant = undefined;
  });
});
