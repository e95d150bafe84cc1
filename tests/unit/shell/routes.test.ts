import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { applyRedirects } from '../../../src/router/applyRedirects';
import { redirects, routeEntries } from '../../../src/router/routeTable';
import { MENU } from '../../../src/shell/sidebar/menu';

const entryOf = (address: string) => matchRoutes(routeEntries, applyRedirects(address, redirects) ?? address)!.at(-1)!.route;

describe('route table', () => {
  it.each([
    '/', '/tour', '/onboarding', '/getstarted/merchant', '/getstarted/merchant/GE/company/it',
    '/profile/info/overview', '/profile/info/verification',
    '/transactions/payments/all', '/transactions/payments/fraud', '/transactions/payments/info/1/general', '/transactions/payments/info/1/bwlist',
    '/transactions/settlements/bulk', '/transactions/settlements/info/ref-1', '/transactions/settlements/currencies/1', '/transactions/disputes/urgent',
    '/reports/downloads/scheduled', '/reports/settlements-invoices/invoices', '/reports/special/list', '/reports/special/custom/657', '/reports/templates',
    '/solutions/buttons/list', '/solutions/buttons/info/1/2', '/solutions/buttons/create/fields', '/solutions/buttons/create/1/features',
    '/solutions/buttons/edit/1/2/settings', '/solutions/links/list', '/solutions/links/info/1', '/solutions/links/create/settings',
    '/solutions/links/create/1/features', '/solutions/design/list', '/solutions/design/info/1', '/solutions/design/edit/1/abc',
    '/solutions/landings/list', '/solutions/landings/create', '/solutions/landings/edit/1/2/finance', '/solutions/terminal/moto',
    '/taxes/list', '/taxes/add/1', '/taxes/add/1/checkbox', '/taxes/edit/1', '/taxes/info/1/2', '/taxes/errors', '/taxes/add-start', '/taxes/add-test',
    '/multiparty-payments/balances', '/multiparty-payments/history/topups', '/multiparty-payments/status/1/ord-1',
    '/multiparty-payments/create', '/multiparty-payments/create/1/UAH', '/multiparty-payments/empty',
    '/settings/merchants/list', '/settings/merchants/info/1/permissions', '/settings/companies/list', '/settings/companies/info/1/individuals',
  ])('%s is a signed-in route with a title', (address) => {
    const entry = entryOf(address);
    expect(entry.path).not.toBe('*');
    expect(entry.access).not.toMatch(/open|visitor/);
    expect(entry.title).toBeTruthy();
  });

  it.each([
    '/account/login', '/account/otp', '/account/create', '/account/forgot_password', '/account/reset_password/t0k',
    '/account/confirm/t0k', '/account/invite/t0k', '/branding/icons', '/branding/page', '/branding/anything/else', '/error/503',
  ])('%s is open to visitors', (address) => {
    const entry = entryOf(address);
    expect(entry.path).not.toBe('*');
    expect(['open', 'visitor']).toContain(entry.access);
  });

  it('sends unknown addresses to the 404 page', () => {
    expect(entryOf('/no/such/page').screen).toBe('errors/ErrorPage');
  });

  it('puts multiparty routes behind the multiparty check', () => {
    expect(entryOf('/multiparty-payments/balances').access).toBe('multiparty');
    expect(entryOf('/multiparty-payments/empty').access).toBe('multiparty-empty');
  });

  it('has a page behind every sidebar entry', () => {
    const routes = MENU.flatMap((entry) => [entry, ...(entry.children ?? [])]).flatMap((entry) => (entry.route ? [entry.route] : []));
    for (const route of routes) expect(entryOf(route).path).not.toBe('*');
  });
});
