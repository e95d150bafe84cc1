// A text template's `{path}` and `{path|format}` placeholders filled from a reader (a record page's
// reply, a list row): the value as text, or formatted by a column format (`{amount|amount}`: the
// locale's decimal separator, engine/format/amount.ts). A missing value leaves '' and says so.
import { COLUMN_FORMATS, type ColumnFormat } from '../core/format/formats';
import { formatValue } from './formatValue';

const isFormat = (f: string): f is ColumnFormat => (COLUMN_FORMATS as readonly string[]).includes(f);

export function fillText(template: string, read: (path: string) => unknown): { text: string; missing: boolean } {
  let missing = false;
  const text = template.replace(/\{([\w.]+)(?:\|(\w+))?\}/g, (_, path: string, format?: string) => {
    const v = read(path);
    if (v === undefined || v === null || v === '') {
      missing = true;
      return '';
    }
    return format && isFormat(format) ? formatValue(v, format) : String(v);
  });
  return { text, missing };
}
