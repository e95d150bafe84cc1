import type { Rule } from './types';

const limit = (e: { params: Record<string, unknown> }) => [String(e.params.limit)];

export const min: Rule = { id: 'min', keyword: 'minimum', message: 'field is lower than {0}', args: limit };
export const exclusiveMin: Rule = { ...min, keyword: 'exclusiveMinimum' };
