import { valueAt } from '../modal/conditions';

/** A text template filled from a record: `{name} ({merchant_id})`; a missing value leaves nothing. */
export function fillText(template: string, values: unknown): string {
  return template.replace(/\{([\w.]+)\}/g, (_, key: string) => String(valueAt(values, key) ?? ''));
}
