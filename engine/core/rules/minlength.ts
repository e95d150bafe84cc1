import type { Rule } from './types';

export const minlength: Rule = { id: 'minlength', keyword: 'minLength', message: 'value is to short' };
