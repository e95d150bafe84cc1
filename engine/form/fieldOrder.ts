// Field names in display order (ui:order, then the rest; fields of conditional branches included) and
// the id rjsf gives a field.
import { allProperties } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';

export function fieldOrder(form: Pick<FormFile, 'schema' | 'uiSchema'>): string[] {
  const names = Object.keys(allProperties(form.schema));
  const order = (form.uiSchema?.['ui:order'] as string[] | undefined)?.filter((n) => n !== '*') ?? [];
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

export const fieldId = (field: string) => `root_${field.split('.').join('_')}`;

/** The field an rjsf id belongs to (longest matching name; ids join path parts with `_`). */
export function fieldFromId(id: string | undefined, names: readonly string[]): string | undefined {
  if (!id) return undefined;
  let best: string | undefined;
  for (const n of names) {
    const fid = fieldId(n);
    if ((id === fid || id.startsWith(`${fid}_`)) && (!best || n.length > best.length)) best = n;
  }
  return best;
}
