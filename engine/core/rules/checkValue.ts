// Checks one value against a field schema outside a form run (a tag before it is added): the same
// rules and messages, without ajv (browser-safe).
import { FORMATS, FORMAT_RULES } from './formats';
import { formatMessage } from './formatMessage';

interface ValueSchema {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

export function checkValue(schema: ValueSchema | undefined, value: string): string | null {
  if (!schema) return null;
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return 'value is to short';
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return 'value is to long';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return 'field must match pattern';
  const check = schema.format ? FORMATS[schema.format] : undefined;
  if (check && !check(value)) {
    const rule = FORMAT_RULES.find((r) => r.formats.includes(schema.format!));
    return formatMessage(rule?.message ?? 'field must match pattern');
  }
  return null;
}
