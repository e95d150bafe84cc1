// Plain-text formatting of one value by column format. Rich formats (badge, link, ip,
// payment_method) render through engine/list/cells and use this for their text.
import { formatAmount } from './amount';
import { EMPTY_CELL, EMPTY_VALUE, isEmptyValue } from './constants';
import { formatDate, formatDateTime, formatTime } from './date';
import type { ColumnFormat } from '../core/format/formats';
import { formatPercent } from './percent';

export interface FormatOptions {
  locale?: string;
  /** Text for an empty value: '---' in table cells (default), 'Empty' elsewhere. */
  empty?: string;
}

function scalarText(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalarText).join(', ');
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    // Common server shapes: {amount, currency}, {name}, {label}, {value}.
    if ('amount' in o) return [o.amount, o.currency].filter((x) => !isEmptyValue(x)).join(' ');
    for (const key of ['label', 'name', 'title', 'value']) if (key in o) return scalarText(o[key]);
    return JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export function formatValue(
  value: unknown,
  format: ColumnFormat = 'text',
  options: FormatOptions = {},
): string {
  const empty = options.empty ?? EMPTY_CELL;
  if (isEmptyValue(value) || (Array.isArray(value) && value.length === 0)) return empty;
  const scalar = typeof value === 'string' || typeof value === 'number' ? value : null;
  let out: string | null = null;
  if (scalar !== null) {
    if (format === 'amount') out = formatAmount(scalar, options.locale);
    else if (format === 'date' || format === 'deadline') out = formatDate(scalar);
    else if (format === 'datetime') out = formatDateTime(scalar);
    else if (format === 'time') out = formatTime(scalar);
    else if (format === 'percent') out = formatPercent(scalar);
  } else if (format === 'amount' && typeof value === 'object' && value !== null && 'amount' in value) {
    const o = value as { amount: string | number; currency?: string };
    const amount = formatAmount(o.amount, options.locale);
    out = amount && o.currency ? `${amount} ${o.currency}` : amount;
  }
  return out ?? scalarText(value);
}

export { EMPTY_CELL, EMPTY_VALUE };
