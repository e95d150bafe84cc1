// One ajv set-up for forms, shared by the server (runtime compile), the generator (standalone code)
// and the tests. No React, no DOM.
import Ajv, { type Options } from 'ajv';
import { addRules } from '../rules/addRules';

export const FORM_AJV_OPTIONS: Options = {
  allErrors: true,
  strict: false,
  unicodeRegExp: false,
  messages: true,
};

export function createAjv(options: Options = {}): Ajv {
  return addRules(new Ajv({ ...FORM_AJV_OPTIONS, ...options }));
}
