// required: value present (selects: non-empty value). Empty strings, null and [] count as absent
// (see pruneEmpty), so JSON Schema `required` covers it.
import type { Rule } from './types';

export const required: Rule = {
  id: 'required',
  keyword: 'required',
  message: 'field is required',
};

/** `minItems: 1` on a multi-select is the same rule. */
export const requiredItems: Rule = {
  id: 'required',
  keyword: 'minItems',
  message: 'field is required',
};

/** A select whose value is not one of its choices has no (valid) value either. */
export const requiredChoice: Rule = { id: 'required', keyword: 'enum', message: 'field is required' };
export const requiredConst: Rule = { id: 'required', keyword: 'const', message: 'field is required' };
