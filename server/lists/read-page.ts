// One page of a list call, never by a deep OFFSET:
// - a cursor of this very query: keyset after/before its row;
// - page 1: the first rows;
// - the last page (by the cached count): the reverse order, LIMIT the rows of that page, flipped
//   (reverse keyset); a page number past the rows answers an empty page;
// - any other typed page number (the pager's numbers, a `?page=N` address): keyset after the last
//   row of page N-1, whose key comes from the page anchors (the key of every limit-th row, read
//   once per query and cached, count-cache.ts).
// The total is counted exactly up to COUNT_CAP rows, as big dashboards do (above it the reply says
// count_exact false and `pages` only grows as the user walks on), once per filter and cached.
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { createListCaches, type ListCaches } from './count-cache.ts';
import { decodeCursor, encodeCursor, queryHash, type Cursor } from './cursor.ts';
import { countRows, fetchRows, jsonSelect, pageAnchors, type JsonRow, type PageRequest } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { ListDefinition } from './types.ts';

export const COUNT_CAP = 10_000;

export type Paginator = {
  page: number; pages: number; limit: number; count: number; count_exact: boolean;
  next_cursor: string | null; prev_cursor: string | null;
};

/** `canEdit`: whether the caller may run the actions of the row flags marked `edit` (else they read false). */
export async function readPage(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], query: ListQuery, scope: unknown[],
  canEdit: boolean, caches: ListCaches = createListCaches(0)): Promise<{ rows: JsonRow[]; paginator: Paginator }> {
  const { limit, sort } = query;
  // The count's key as it is (a Map key needs no hash); the cursors' binding hashes it once more.
  const countKey = JSON.stringify([...scope, query.filters, query.q]);
  const h = queryHash([countKey, sort.field.name, sort.desc, limit]);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const seek = cursor?.h === h ? cursor : undefined;

  let count = caches.counts.get(countKey);
  if (count === undefined) {
    count = await countRows(db, def, where, COUNT_CAP);
    caches.counts.set(countKey, count);
  }
  const lastPage = (rows: number) => Math.max(1, Math.ceil(rows / limit));
  const counted = count <= COUNT_CAP ? lastPage(count) : undefined;

  let page = seek?.page ?? query.page;
  const genericPlan = boundsOfSortOnly(def, query);
  let req: PageRequest | null = { limit: limit + 1, genericPlan };
  const last = (rows: number) => {
    page = lastPage(rows);
    // The rows of the last page, read backwards (+1: is there a page before it?).
    if (page > 1) req = { limit: rows - (page - 1) * limit + 1, fromEnd: true, genericPlan };
  };
  if (seek) {
    req = { limit: limit + 1, seek: { dir: seek.dir, key: seek }, genericPlan };
  } else if (page === 1) {
    // the first rows
  } else if (page === counted) {
    last(count);
  } else {
    let anchors = caches.anchors.get(h);
    // Anchors read up to `upTo` rows reach no further than that: a deeper page reads them again.
    if (!anchors || (anchors.keys.length < page - 1 && anchors.rows > anchors.upTo)) {
      anchors = await pageAnchors(db, def, where, sort, limit, Math.max(COUNT_CAP, page * limit));
      caches.anchors.set(h, anchors);
      count = Math.min(anchors.rows, COUNT_CAP + 1);
      caches.counts.set(countKey, count);
    }
    const key = anchors.keys[page - 2];
    if (key && anchors.rows > (page - 1) * limit) req = { limit: limit + 1, seek: { dir: 'after', key }, genericPlan };
    else if (page === lastPage(anchors.rows)) last(anchors.rows);
    else req = null; // past the rows: an empty page
  }

  const fetched = req ? await fetchRows<JsonRow>(db, def, where, sort, req, jsonSelect(db, def.fields, canEdit)) : [];
  let rows: JsonRow[];
  let hasNext: boolean;
  const extra = req !== null && fetched.length >= req.limit;
  if (!req) {
    rows = [];
    hasNext = false;
  } else if (req.fromEnd) {
    // Read backwards and flipped: the extra row lies before this page.
    rows = extra ? fetched.slice(1) : fetched;
    hasNext = false;
    if (!extra) page = 1;
  } else if (seek?.dir === 'before') {
    // The extra row lies before this page; without it this is the first page, whatever was counted.
    rows = extra ? fetched.slice(1) : fetched;
    hasNext = true;
    if (!extra) page = 1;
  } else {
    rows = extra ? fetched.slice(0, limit) : fetched;
    hasNext = extra;
  }

  // A page that contradicts the cached count: rows arrived or left since it was counted.
  if (!hasNext && page === 1 && !seek && count !== rows.length) {
    count = rows.length;
    caches.counts.set(countKey, count);
  } else if (req && count <= COUNT_CAP && (hasNext ? page >= lastPage(count) : page < lastPage(count))) {
    caches.counts.delete(countKey);
    caches.anchors.delete(h);
  }
  const exact = count <= COUNT_CAP;
  const pages = !req ? lastPage(count) : !hasNext ? page : Math.max(exact ? lastPage(count) : Math.ceil(COUNT_CAP / limit), page + 1);
  const at = (row: JsonRow, p: number, dir: Cursor['dir']) => encodeCursor({ page: p, dir, k: row.__k, i: Number(row.__id), h });
  return {
    rows,
    paginator: {
      page, pages, limit, count: exact ? count : COUNT_CAP, count_exact: exact,
      next_cursor: hasNext && rows.length ? at(rows[rows.length - 1], page + 1, 'after') : null,
      prev_cursor: page > 1 && rows.length ? at(rows[0], page - 1, 'before') : null,
    },
  };
}

const PATTERN_MODES = new Set(['contains', 'icontains', 'startswith']);

/** No search words and no filter but bounds of the sort column: the (scope, sort column) index
 * walk is the plan for any values, so the page query may keep its generic plan (prepared.ts). */
export function boundsOfSortOnly(def: ListDefinition, query: ListQuery): boolean {
  return !query.q && query.filters.every((f) =>
    !PATTERN_MODES.has(f.m) && def.filters.find((d) => d.name === f.s)?.field.name === query.sort.field.name);
}
