// CSV/XLSX formula injection: a text cell, and every part of it after ; , or tab (where Excel of
// ';'-separator locales splits a CSV line), never starts with = + - @ tab or CR.
import { describe, expect, it } from 'vitest';
import { neutralise } from '../../../server/lists/export/neutralise.ts';

describe('neutralise', () => {
  it('prefixes an apostrophe to a formula start at the beginning and after ; , and tab', () => {
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('Shop;=HYPERLINK("http://evil.test")')).toBe('Shop;\'=HYPERLINK("http://evil.test")');
    expect(neutralise('a,+1')).toBe("a,'+1");
    expect(neutralise('a\t-1')).toBe("a\t'-1");
    expect(neutralise('a;@cmd')).toBe("a;'@cmd");
    expect(neutralise(';\t=x')).toBe(";'\t'=x");
    expect(neutralise('a;\rb')).toBe("a;'\rb");
    expect(neutralise('\u0001x')).toBe("'\u0001x");
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Shop', 'a-b@c.test', 'x = y', 'a, b; c', 'ord-001', '']) expect(neutralise(text)).toBe(text);
  });
});
