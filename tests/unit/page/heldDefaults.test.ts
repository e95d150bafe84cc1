// A form page's defaults from the page (engine/page/heldDefaults.ts): only address fields the
// address leaves empty, and only from a page parameter of the same name.
import { describe, expect, it } from 'vitest';
import { pageDefaults } from '../../../engine/page/heldDefaults';

describe('pageDefaults', () => {
  it('an empty address field takes the page parameter of its name; one the address names keeps it', () => {
    const fields = ['merchant', 'currency', 'type'];
    expect(pageDefaults(fields, { merchant: '1' }, {})).toEqual({ merchant: '1' });
    expect(pageDefaults(fields, { merchant: '1' }, { merchant: '3', currency: 'USD' })).toEqual({});
    expect(pageDefaults(fields, { merchant: '1', type: 'settings', id: '7' }, { currency: 'USD' })).toEqual({ merchant: '1', type: 'settings' });
    expect(pageDefaults(fields, { merchant: undefined }, {})).toEqual({});
    expect(pageDefaults([], { merchant: '1' }, {})).toEqual({});
  });
});
