// numrange: between two bounds, inclusive; a comma decimal separator is accepted. `"numrange": [1, 99.5]`.
import { _, type CodeKeywordDefinition } from 'ajv';
import type { Rule } from './types';
import { RUNTIME_NAME } from './standaloneRef';

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)) return NaN;
  return Number(value.trim().replace(',', '.'));
}

export function inRange(value: unknown, range: readonly [number, number]): boolean {
  const n = toNumber(value);
  return !Number.isNaN(n) && n >= range[0] && n <= range[1];
}

export const numrangeKeyword: CodeKeywordDefinition = {
  keyword: 'numrange',
  schemaType: 'array',
  metaSchema: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
  error: {
    message: 'must be in range',
    params: ({ schemaCode }) => _`{min: ${schemaCode}[0], max: ${schemaCode}[1]}`,
  },
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const fn = gen.scopeValue('func', { ref: inRange, code: _`${RUNTIME_NAME}.inRange` });
    cxt.fail(_`!${fn}(${data}, ${schemaCode})`);
  },
};

export const numrange: Rule = {
  id: 'numrange',
  keyword: 'numrange',
  message: 'field must be between {0} and {1}',
  args: (e) => [String(e.params.min), String(e.params.max)],
};
