// Columns shown: the user's Configure report choice picks among the list file's columns; without a
// choice (the server says `chosen: false` and sends its own copy's defaults) the file being shown
// decides, so an edited file (the schema playground) shows its columns as it reads.
import { describe, expect, it } from 'vitest';
import { resolveColumns } from '../../../engine/list/state/resolveColumns';
import type { ColumnDef } from '../../../engine/core/list/types';

const FILE: ColumnDef[] = [
  { field: 'id', label: 'ID', mandatory: true },
  { field: 'order_id', label: 'Order ID' },
  { field: 'reversal_amount', label: 'Refunded' },
  { field: 'card', label: 'Card', hidden: true },
];
const shown = (current?: { fields?: string[]; chosen?: boolean }) => resolveColumns(FILE, { data: [], current } as never).map((c) => c.field);

describe('resolveColumns', () => {
  it("shows the file's columns that are not hidden when the user chose none", () => {
    expect(shown({ fields: ['id', 'order_id'], chosen: false })).toEqual(['id', 'order_id', 'reversal_amount']);
    expect(shown(undefined)).toEqual(['id', 'order_id', 'reversal_amount']);
  });

  it("follows the user's choice among the file's columns, mandatory ones kept, unknown names ignored", () => {
    expect(shown({ fields: ['card', 'gone', 'order_id'], chosen: true })).toEqual(['id', 'card', 'order_id']);
  });
});
