// The columns of an export: the chosen ones, each amount followed by its currency when the currency
// is not chosen too (a multi-currency merchant's amounts mean nothing without it). The currency
// column is the list file's column of that field (e.g. "Currency"), else one labelled "Currency".
import type { Column, ListDefinition } from '../types.ts';

export function exportColumns(def: ListDefinition, chosen: Column[]): Column[] {
  const out: Column[] = [];
  const present = new Set(chosen.map((c) => c.name));
  for (const column of chosen) {
    out.push(column);
    const name = column.field.type === 'money' ? column.currencyField : undefined;
    if (!name || present.has(name)) continue;
    const field = def.fields.find((f) => f.name === name);
    if (!field) continue;
    out.push(def.columns.find((c) => c.name === name)
      ?? { name, label: 'Currency', sortable: false, hidden: false, mandatory: false, field });
    present.add(name);
  }
  return out;
}
