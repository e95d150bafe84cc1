import { describe, expect, it } from 'vitest';
import { isActive, MENU, visibleMenu } from '../../../src/shell/sidebar/menu';

const flat = (entries = MENU) =>
  entries.flatMap((entry) => (entry.children ? entry.children.map((child) => `${entry.label} > ${child.label} ${child.route}`) : [`${entry.label} ${entry.route ?? `(${entry.action})`}`]));

describe('sidebar menu (spec 000 section 2.2)', () => {
  it('has every label and route in order', () => {
    expect(flat()).toEqual([
      'Home /',
      'Transactions > Payments /transactions/payments',
      'Transactions > Settlements /transactions/settlements',
      'Transactions > Disputes /transactions/disputes',
      'Reports center > Downloads /reports/downloads',
      'Reports center > Settlements & invoices /reports/settlements-invoices',
      'Reports center > Special reports /reports/special',
      'Reports center > Scheduled templates /reports/templates',
      'Payment solutions > Buttons /solutions/buttons',
      'Payment solutions > Landings /solutions/landings',
      'Payment solutions > Links /solutions/links',
      'Payment solutions > Design checkout /solutions/design',
      'Payment solutions > MO/TO Payments /solutions/terminal',
      'On-line cash register /taxes/list',
      'Multiparty payments > Balances /multiparty-payments/balances',
      'Multiparty payments > Payments history /multiparty-payments/history',
      'Multiparty payments > Create payout /multiparty-payments/create',
      'Merchant settings /settings',
      'Take a tour /tour',
      'Feedback (feedback)',
    ]);
  });

  it("hides the entries the brand's menu_config marks 'hide'", () => {
    const menu = visibleMenu(MENU, { '/taxes/list': 'hide', '/transactions/disputes': 'hide', '/tour': 'hide' });
    const shown = flat(menu).join('\n');
    expect(shown).not.toContain('/taxes/list');
    expect(shown).not.toContain('/transactions/disputes');
    expect(shown).not.toContain('/tour');
    expect(shown).toContain('/transactions/payments');
    expect(flat(menu)).toHaveLength(17);
  });

  it('drops a group whose entries are all hidden', () => {
    const menu = visibleMenu(MENU, {
      '/multiparty-payments/balances': 'hide',
      '/multiparty-payments/history': 'hide',
      '/multiparty-payments/create': 'hide',
    });
    expect(menu.map((entry) => entry.label)).not.toContain('Multiparty payments');
  });

  it('shows everything without a menu_config, and ignores values other than hide', () => {
    expect(visibleMenu(MENU)).toEqual(MENU);
    expect(visibleMenu(MENU, { '/tour': 'show' })).toEqual(MENU);
  });
});

describe('active item by URL prefix', () => {
  it('marks an entry active on its sub-routes', () => {
    expect(isActive({ route: '/transactions/payments' }, '/transactions/payments/all')).toBe(true);
    expect(isActive({ route: '/transactions/payments' }, '/transactions/payments/info/1/general')).toBe(true);
    expect(isActive({ route: '/settings' }, '/settings/merchants/list')).toBe(true);
  });

  it('does not mark a sibling that only shares letters', () => {
    expect(isActive({ route: '/transactions/settlements' }, '/transactions/settlements-x')).toBe(false);
    expect(isActive({ route: '/reports/special' }, '/reports/settlements-invoices/settlements')).toBe(false);
  });

  it('marks Home only on the root', () => {
    expect(isActive({ route: '/' }, '/')).toBe(true);
    expect(isActive({ route: '/' }, '/tour')).toBe(false);
  });

  it('uses the wider match prefix when given', () => {
    expect(isActive({ route: '/taxes/list', match: '/taxes' }, '/taxes/info/1/2')).toBe(true);
  });

  it('never marks an action entry', () => {
    expect(isActive({}, '/')).toBe(false);
  });
});
