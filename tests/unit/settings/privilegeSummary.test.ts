// The access rights list's Privileges column (server/settings/merchants/privilege-summary.ts):
// what a merchant reads instead of raw view ids, in the language of the page.
import { describe, expect, it } from 'vitest';
import { privilegeSummary, viewNames } from '../../../server/settings/merchants/privilege-summary';
import { allViews } from '../../../server/merchant/views';

describe('privilegeSummary', () => {
  it('says Full access / Read only when every view is at one level', () => {
    expect(privilegeSummary(allViews('edit'))).toBe('Full access');
    expect(privilegeSummary(allViews('read'))).toBe('Read only');
    expect(privilegeSummary(allViews('edit'), 'uk')).toBe('Повний доступ');
    expect(privilegeSummary(allViews('read'), 'uk')).toBe('Лише перегляд');
  });

  it('names the views with the privilege form titles, edit first, in view order', () => {
    expect(privilegeSummary({ reports: 'edit', transactions: 'edit', settings: 'read' })).toBe('Edit: Transactions, Reports · Read: Merchant settings');
    expect(privilegeSummary({ permissions: 'read' })).toBe('Read: Access rights');
    expect(privilegeSummary({ ...allViews('edit'), promocodes: 'read' })).toMatch(/^Edit: Transactions, .* · Read: Promocodes$/);
    expect(privilegeSummary({ transactions: 'edit', multiparty: 'read' }, 'uk')).toBe('Зміна: Транзакції · Перегляд: Мультипарті виплати');
  });

  it('falls back to English for a language without translations', () => {
    expect(privilegeSummary({ cash_registers: 'read' }, 'xx')).toBe('Read: Cash registers');
  });

  it('has a human name for every view (no raw id)', () => {
    for (const [id, name] of Object.entries(viewNames())) expect(name).not.toBe(id);
  });
});
