// Columns shown: the reply's current.fields (in order) when present, else the schema's columns.
// A field known to the schema keeps its schema column (label, format, link); others take the
// reply's field info.
import type { ListResponse } from '../response/types';
import type { ColumnDef } from '../types';

export function resolveColumns(schemaColumns: ColumnDef[], response?: ListResponse): ColumnDef[] {
  const names = response?.current?.fields;
  if (!names || names.length === 0) return schemaColumns;
  const bySchema = new Map(schemaColumns.map((c) => [c.field, c]));
  const byReply = new Map((response?.fields ?? []).map((f) => [f.name, f]));
  return names.map((name) => {
    const known = bySchema.get(name);
    if (known) return known;
    const info = byReply.get(name);
    return { field: name, label: info?.label ?? name, format: info?.format, sortable: info?.sortable };
  });
}
