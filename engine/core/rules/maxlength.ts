import type { Rule } from './types';

export const maxlength: Rule = { id: 'maxlength', keyword: 'maxLength', message: 'value is to long' };
