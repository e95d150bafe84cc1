// The meaning rules of schemas:check (engine/core/schema/fieldMeaning.ts) on their own: the cases
// the bad corpus does not reach (exclusive bounds, items, kinds a reply schema declares).
import { describe, expect, it } from 'vitest';
import { choiceMisfit, currencyMisfit, emptyRanges, flagMisfit, formatMisfit, kindOfSchema } from '../../../engine/core/schema/fieldMeaning';

describe('field meaning', () => {
  it('reads the kind a reply schema declares, none for an open field', () => {
    expect(kindOfSchema({ type: ['string', 'null'], format: 'date-time' })).toBe('datetime');
    expect(kindOfSchema({ type: 'integer' })).toBe('number');
    expect(kindOfSchema({ type: 'boolean' })).toBe('bool');
    expect(kindOfSchema({ type: 'object' })).toBe('other');
    expect(kindOfSchema({})).toBeUndefined();
  });

  it('lets a format show only the kinds it can', () => {
    expect(formatMisfit('amount', 'amount', 'money')).toBeUndefined();
    expect(formatMisfit('amount', 'amount', 'string')).toBeUndefined();
    expect(formatMisfit('date', 'created', 'bool')).toBe('the date format cannot show "created", a yes/no flag: it shows a date, a date-time, a string');
    expect(formatMisfit('flag', 'country', 'number')).toContain('cannot show "country", a number');
    expect(formatMisfit('text', 'anything', 'other')).toBeUndefined();
    expect(formatMisfit('amount', 'open', undefined)).toBeUndefined();
  });

  it('takes currency, <name>_currency and dotted paths to them as currencies, and only texts', () => {
    for (const path of ['currency', 'v_currency', 'data.settlement_currency']) expect(currencyMisfit(path, 'string')).toBeUndefined();
    expect(currencyMisfit('order_id', 'text')).toContain('"order_id" is not a currency field');
    expect(currencyMisfit('currency_rate', undefined)).toContain('is not a currency field');
    expect(currencyMisfit('currency', 'number')).toContain('is not a currency field');
  });

  it('wants a flag for enabledIf / visibleIf and a declared value for a choice', () => {
    expect(flagMisfit('can_capture', 'bool')).toBeUndefined();
    expect(flagMisfit('status', 'string')).toBe('"status" is a string, not a yes/no flag: enabledIf and visibleIf name a boolean field');
    expect(choiceMisfit('approved', 'status', ['approved', 'declined'])).toBeUndefined();
    expect(choiceMisfit('refunded', 'status', ['approved', 'declined'])).toBe('no row can have "refunded": "status" takes only "approved", "declined"');
    expect(choiceMisfit('any', 'status', undefined)).toBeUndefined();
  });

  it('finds bounds that leave no value, exclusive ones included', () => {
    expect(emptyRanges({ minimum: 30, maximum: 25 })).toEqual([['minimum', 'minimum 30 with maximum 25: no value can be entered']]);
    expect(emptyRanges({ minimum: 5, maximum: 5 })).toEqual([]);
    expect(emptyRanges({ minimum: 5, exclusiveMaximum: 5 }).map(([k]) => k)).toEqual(['minimum']);
    expect(emptyRanges({ exclusiveMinimum: 1, maximum: 1 }).map(([k]) => k)).toEqual(['exclusiveMinimum']);
    expect(emptyRanges({ minItems: 3, maxItems: 2, minLength: 1, maxLength: 0 }).map(([k]) => k)).toEqual(['minLength', 'minItems']);
  });
});
