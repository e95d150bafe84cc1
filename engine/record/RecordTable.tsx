// An array of the reply (a payment's history) as a table, its cells formatted like list cells.
import { useT } from '../list/i18n';
import { DataTable } from '../list/ui/DataTable';
import { valueAt } from '../modal/conditions';
import type { RecordTableDef } from './types';

export function RecordTable({ table, reply }: { table: RecordTableDef; reply: unknown }) {
  const t = useT();
  const found = valueAt(reply, table.rows);
  const items = Array.isArray(found) ? (table.newestFirst ? [...found].reverse() : found) : [];
  // Each row flattened to the columns' paths, the textPrefix values translated; the item's own
  // fields kept beside them (a column's `instead` and `notes` read them).
  const rows = items.map((item: unknown, i) => {
    const row: Record<string, unknown> = { ...(typeof item === 'object' && item !== null ? item : {}), __key: i };
    for (const c of table.columns) {
      const v = valueAt(item, c.field);
      row[c.field] = c.textPrefix && typeof v === 'string' && v ? t(`${c.textPrefix}${v}`) : v;
      if (c.currencyField) row[c.currencyField] = valueAt(item, c.currencyField);
    }
    return row;
  });
  const columns = table.columns.map(({ textPrefix: _prefix, ...c }) => c);
  return <DataTable columns={columns} rows={rows} rowKey="__key" emptyText={table.emptyText} />;
}
