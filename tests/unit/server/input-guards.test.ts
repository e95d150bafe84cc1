// Bad-input building blocks: the card mask for logs and stored text, the JSON nesting count the body
// parser refuses on, query strings parsed to plain strings, database ids, and pruneEmpty on deep data.
import { describe, expect, it } from 'vitest';
import { pruneEmpty } from '../../../engine/core/validation';
import { dbId } from '../../../server/http/db-id.ts';
import { jsonDepth } from '../../../server/http/json-body.ts';
import { parseQueryString } from '../../../server/http/query-string.ts';
import { luhnValid, maskCardNumbers, maskCardNumbersIn } from '../../../server/security/card-mask.ts';

describe('maskCardNumbers', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['card 4111 1111 1111 1111 ok', 'card 411111******1111 ok'],
    ['4111-1111-1111-1111', '411111******1111'],
    ['/x/?query_words=4111%201111%201111%201111&page=1', '/x/?query_words=411111******1111&page=1'],
    ['/x/?q=5555555555554444', '/x/?q=555555******4444'],
    ['4111111111111111 12', '411111******1111 12'],
    ['378282246310005', '378282*****0005'], // 15-digit Amex
    ['6011000990139424124', '601100*********4124'], // 19 digits
  ])('masks %s', (text, want) => {
    expect(maskCardNumbers(text)).toBe(want);
  });

  it.each(['4111111111111112', 'order 123456', '2026-11-23 12:00', '1234567890123456789012345', '411111111111'])('leaves %s', (text) => {
    expect(maskCardNumbers(text)).toBe(text);
  });

  it('masks every string of a nested value and checks Luhn', () => {
    expect(maskCardNumbersIn({ filters: [{ s: 'q', v: '4111111111111111' }], n: 1 })).toEqual({ filters: [{ s: 'q', v: '411111******1111' }], n: 1 });
    expect([luhnValid('4111111111111111'), luhnValid('4111111111111112')]).toEqual([true, false]);
  });
});

describe('input parsing', () => {
  it('counts JSON nesting outside strings, stopping early', () => {
    expect(jsonDepth('{"a":[{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('['.repeat(100_000), 32)).toBe(33);
  });

  it('parses a query string to first values, keeping bracket keys apart', () => {
    const q = parseQueryString('route=a&route=b&route[]=x&a[b]=1&lang=%FF&__proto__=x');
    expect(Object.entries(q)).toEqual([['route', 'a'], ['route[]', 'x'], ['a[b]', '1'], ['lang', '\ufffd'], ['__proto__', 'x']]);
    expect(Object.getPrototypeOf(q)).toBeNull();
  });

  it('accepts only ids a database integer can hold', () => {
    expect([dbId(1), dbId('2147483647'), dbId(2147483647)]).toEqual([1, 2147483647, 2147483647]);
    for (const bad of [0, -1, 1.5, '1e+5', '1.5', '', 'Infinity', Infinity, NaN, '2147483648', 2147483648, ' 1', null, {}, [1]]) expect(dbId(bad)).toBeUndefined();
  });

  it('pruneEmpty walks 100,000 levels without recursion and keeps its semantics', () => {
    let deep: unknown = { a: '' };
    for (let i = 0; i < 100_000; i += 1) deep = { d: deep };
    let node = pruneEmpty(deep) as { d?: unknown };
    let depth = 0;
    while (node.d) { node = node.d as { d?: unknown }; depth += 1; }
    expect(depth).toBe(100_000);
    expect(node).toEqual({});
    expect(pruneEmpty({ b: 1, a: '', c: null, d: [], e: ['', null], f: { g: '' }, h: 0 })).toEqual({ b: 1, e: ['', null], f: {}, h: 0 });
    expect(Object.keys(pruneEmpty({ z: 1, y: 2, x: 3 }) as object)).toEqual(['z', 'y', 'x']);
  });
});
