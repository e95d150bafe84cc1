// One page of a list call: keyset when the request carries a cursor of this very query, else
// OFFSET from the page number. The total is counted exactly up to COUNT_CAP rows, as big
// dashboards do; above it `pages` only grows as the user walks on.
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { decodeCursor, encodeCursor, queryHash, type Cursor } from './cursor.ts';
import { countRows, fetchRows, type RawRow } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { ListDefinition } from './types.ts';

export const COUNT_CAP = 10_000;

export type Paginator = {
  page: number; pages: number; limit: number; count: number; count_exact: boolean;
  next_cursor: string | null; prev_cursor: string | null;
};

export async function readPage(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], query: ListQuery, scope: unknown[]): Promise<{ rows: RawRow[]; paginator: Paginator }> {
  const { limit, sort } = query;
  const h = queryHash([...scope, query.filters, query.q, sort.field.name, sort.desc, limit]);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const seek = cursor?.h === h ? cursor : undefined;
  let page = seek?.page ?? query.page;

  const fetched = await fetchRows(db, def, where, sort, seek
    ? { limit: limit + 1, seek: { dir: seek.dir, key: seek } }
    : { limit: limit + 1, offset: (page - 1) * limit });
  const extra = fetched.length > limit;
  let rows: RawRow[];
  let hasNext: boolean;
  if (seek?.dir === 'before') {
    // The extra row lies before this page; without it this is the first page, whatever was counted.
    rows = extra ? fetched.slice(1) : fetched;
    hasNext = true;
    if (!extra) page = 1;
  } else {
    rows = extra ? fetched.slice(0, limit) : fetched;
    hasNext = extra;
  }

  const count = await countRows(db, def, where, COUNT_CAP);
  const exact = count <= COUNT_CAP;
  const pages = exact ? Math.max(1, Math.ceil(count / limit)) : Math.max(Math.ceil(COUNT_CAP / limit), page + (hasNext ? 1 : 0));
  const at = (row: RawRow, p: number, dir: Cursor['dir']) => encodeCursor({ page: p, dir, k: row.__k, i: Number(row.__id), h });
  return {
    rows,
    paginator: {
      page, pages, limit, count: exact ? count : COUNT_CAP, count_exact: exact,
      next_cursor: hasNext && rows.length ? at(rows[rows.length - 1], page + 1, 'after') : null,
      prev_cursor: page > 1 && rows.length ? at(rows[0], page - 1, 'before') : null,
    },
  };
}
