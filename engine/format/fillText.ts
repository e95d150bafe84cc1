// A text template's `{path}` and `{path|format}` placeholders filled from a reader (a record page's
// reply, a list row): the value as text, or formatted by a column format (`{amount|amount}`: the
// locale's decimal separator, engine/format/amount.ts; `{receiver|card}`: a card number as typed,
// masked to its first six and last four digits). A missing value leaves '' and says so.
import { COLUMN_FORMATS, type ColumnFormat } from '../core/format/formats';
import { formatValue } from './formatValue';
import { cardNumberText, isCardNumber, maskedDigits } from '../core/rules/card';

const isFormat = (f: string): f is ColumnFormat => (COLUMN_FORMATS as readonly string[]).includes(f);

/** A card number as typed (spaces or dashes allowed), masked as the portal shows cards; anything else as is. */
export const maskedCard = (value: string): string => (isCardNumber(value) ? maskedDigits(cardNumberText(value)) : value);

export function fillText(template: string, read: (path: string) => unknown): { text: string; missing: boolean } {
  let missing = false;
  const text = template.replace(/\{([\w.]+)(?:\|(\w+))?\}/g, (_, path: string, format?: string) => {
    const v = read(path);
    if (v === undefined || v === null || v === '') {
      missing = true;
      return '';
    }
    if (format === 'card') return maskedCard(String(v));
    return format && isFormat(format) ? formatValue(v, format) : String(v);
  });
  return { text, missing };
}
