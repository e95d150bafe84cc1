// match: both fields non-empty and equal. `"password2": {"match": "password"}`.
import { _, type CodeKeywordDefinition } from 'ajv';
import type { Rule } from './types';
import { RUNTIME_NAME } from './standaloneRef';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

export function valuesMatch(value: unknown, parent: unknown, other: string): boolean {
  const otherValue = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[other] : undefined;
  return !isEmpty(value) && !isEmpty(otherValue) && value === otherValue;
}

export const matchKeyword: CodeKeywordDefinition = {
  keyword: 'match',
  schemaType: 'string',
  error: {
    message: 'fields must match',
    params: ({ schemaCode }) => _`{field: ${schemaCode}}`,
  },
  code(cxt) {
    const { gen, data, schemaCode, it } = cxt;
    const fn = gen.scopeValue('func', { ref: valuesMatch, code: _`${RUNTIME_NAME}.valuesMatch` });
    cxt.fail(_`!${fn}(${data}, ${it.parentData}, ${schemaCode})`);
  },
};

export const match: Rule = { id: 'match', keyword: 'match', message: 'fields must match' };
