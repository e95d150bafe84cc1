import type { Rule } from './types';

export const pattern: Rule = { id: 'pattern', keyword: 'pattern', message: 'field must match pattern' };
