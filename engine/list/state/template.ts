// Route templates of links and actions: '/transactions/payments/info/{id}' filled from a row; a
// dotted name reads a nested value ('/taxes/info/{id}/{cashbox.id}').
import { valueAt } from '../../modal/conditions';

/** A row's value of a field: its own key (a record's flattened dotted path), else a dotted path into it. */
export function rowValue(row: Record<string, unknown>, name: string): unknown {
  return name in row ? row[name] : valueAt(row, name);
}

/** The `{name}` parts of a template. */
export const templateNames = (template: string) => [...template.matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);

export function fillTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([\w.]+)\}/g, (_, key: string) => encodeURIComponent(String(rowValue(values, key) ?? '')));
}
