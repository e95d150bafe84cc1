// Public surface of the rules registry (no React, no DOM).
export type { Rule, FormatRule } from './types';
export { RULES, FORMAT_RULES, FORMATS, FORMAT_NAMES, KEYWORDS, addRules } from './registry';
export { messageFor, ruleFor, pointerFor, fieldFor } from './messages';
export { formatMessage } from './formatMessage';
