// Public surface of the rules registry (no React, no DOM, no ajv runtime: safe for the browser).
// Node code registers the rules on ajv with addRules.ts.
export type { Rule, FormatRule } from './types';
export { RULES } from './registry';
export { FORMAT_RULES, FORMATS, FORMAT_NAMES } from './formats';
export { messageFor, ruleFor, pointerFor, fieldFor } from './messages';
export { formatMessage } from './formatMessage';
export { checkValue } from './checkValue';
