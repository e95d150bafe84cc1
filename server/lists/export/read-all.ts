// All rows of an export, read in keyset batches (each batch a cheap index seek) up to a cap.
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { fetchRows, type RawRow } from '../fetch-rows.ts';
import type { ListQuery } from '../list-query.ts';
import type { FieldSql, ListDefinition } from '../types.ts';

export const EXPORT_MAX_ROWS = 100_000;
const BATCH = 5_000;

export async function readAll(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], sort: ListQuery['sort'], fields: FieldSql[]): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for (;;) {
    const last = rows.at(-1);
    const limit = Math.min(BATCH, EXPORT_MAX_ROWS - rows.length);
    const batch = await fetchRows(db, def, where, sort,
      { limit, seek: last ? { dir: 'after', key: { k: last.__k, i: Number(last.__id) } } : undefined }, fields);
    rows.push(...batch);
    if (batch.length < limit || rows.length >= EXPORT_MAX_ROWS) return rows;
  }
}
