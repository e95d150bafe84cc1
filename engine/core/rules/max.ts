import type { Rule } from './types';

const limit = (e: { params: Record<string, unknown> }) => [String(e.params.limit)];

export const max: Rule = { id: 'max', keyword: 'maximum', message: 'field is greater than {0}', args: limit };
export const exclusiveMax: Rule = { ...max, keyword: 'exclusiveMaximum' };
