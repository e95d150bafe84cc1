import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { applyRedirects } from '../../../src/router/applyRedirects';
import { redirects, routeEntries } from '../../../src/router/routeTable';

/** A concrete address for a pattern: every :param becomes a sample value. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, (_m, name: string) => `${name}-42`);

describe('redirect map (spec 000 section 2.3, specs 001 and 002)', () => {
  it.each(redirects)('$from -> $to', ({ from, to }) => {
    expect(applyRedirects(sample(from), redirects)).toBe(sample(to));
  });

  it.each(redirects)('$to is a route of its own and is not redirected again', ({ to }) => {
    const target = sample(to);
    expect(applyRedirects(target, redirects)).toBeUndefined();
    expect(matchRoutes(routeEntries, target)?.at(-1)?.route.path).not.toBe('*');
  });

  it('accepts a trailing slash, as in /account/password/', () => {
    expect(applyRedirects('/account/password/', redirects)).toBe('/profile/info/overview');
    expect(applyRedirects('/account/settings/', redirects)).toBe('/profile/info/verification');
  });

  it('keeps the parameter of a detail page', () => {
    expect(applyRedirects('/transactions/payments/info/9001', redirects)).toBe('/transactions/payments/info/9001/general');
    expect(applyRedirects('/settings/merchants/info/7', redirects)).toBe('/settings/merchants/info/7/basic');
    expect(applyRedirects('/settings/companies/info/3', redirects)).toBe('/settings/companies/info/3/basic');
  });

  it('leaves full addresses alone', () => {
    expect(applyRedirects('/transactions/payments/all', redirects)).toBeUndefined();
    expect(applyRedirects('/transactions/payments/info/9001/general', redirects)).toBeUndefined();
    expect(applyRedirects('/', redirects)).toBeUndefined();
  });

  it('covers every short route the specs name', () => {
    const sources = redirects.map((entry) => entry.from);
    for (const from of [
      '/transactions', '/transactions/payments', '/transactions/settlements', '/transactions/disputes',
      '/transactions/payments/info/:id', '/taxes/add', '/settings', '/settings/merchants',
      '/settings/merchants/info/:id', '/settings/companies/info/:id', '/solutions/design', '/solutions/buttons',
      '/solutions/buttons/create', '/solutions/links', '/solutions/links/create', '/solutions/terminal',
      '/solutions/landings', '/reports/downloads', '/reports/settlements-invoices', '/reports/special', '/profile',
      '/multiparty-payments/history', '/multiparty-payments', '/getstarted', '/account/password', '/account/settings',
      '/solutions/design/info/all',
    ]) {
      expect(sources).toContain(from);
    }
  });
});
