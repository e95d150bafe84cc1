// One page of a list call, never by a deep OFFSET:
// - a cursor of this very query: keyset after/before its row;
// - page 1: the first rows;
// - the last page (by the cached count): the reverse order, LIMIT the rows of that page, flipped
//   (reverse keyset); a page number past the rows answers an empty page;
// - any other typed page number (the pager's numbers, a `?page=N` address): keyset after the last
//   row of page N-1, whose key comes from the page anchors (the key of every limit-th row, read
//   once per query and cached, count-cache.ts).
// The total is counted exactly up to COUNT_CAP rows, as big dashboards do (above it the reply says
// count_exact false and `pages` only grows as the user walks on), once per filter and cached. A list
// file with `totals` has the sums per currency read in the same statement and cached with the count
// (exact while the count is; null above the cap); a cached count without them reads both again.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { createListCaches, type Anchors, type ListCaches } from './count-cache.ts';
import { decodeCursor, encodeCursor, queryHash, type Cursor } from './cursor.ts';
import { countWithTotals, jsonSelect, pageAnchors, pageMark, pageQuery, readsBack, type JsonRow, type PageRequest, type PageStatement } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { ListTotals } from '../../engine/core/list/types.ts';
import type { ListDefinition } from './types.ts';

export const COUNT_CAP = 10_000;

export type Paginator = {
  page: number; pages: number; limit: number; count: number; count_exact: boolean;
  next_cursor: string | null; prev_cursor: string | null;
};

/** How one page is read: worked out from the query and the cached count and anchors (planPage),
 * its rows read by `req` (none when null: past the rows), then the reply's paginator (finishPage). */
export type PagePlan = {
  def: ListDefinition; query: ListQuery; caches: ListCaches;
  /** The caches' generation when the plan was made: what it reads is stored under it. */
  generation: number;
  countKey: string; h: string; seek?: Cursor; count: number; page: number; req: PageRequest | null;
  /** The sums per currency of a list with totals (undefined: the list has none). */
  totals?: ListTotals;
};

/** The plan from what is cached, with no database call; undefined when the count or the page
 * anchors must be read first (planPage reads them). */
export function cachedPlan(def: ListDefinition, query: ListQuery, scope: unknown[], caches: ListCaches): PagePlan | undefined {
  const plan = startPlan(def, query, scope, caches);
  if (plan.count === undefined || (def.totals && plan.totals === undefined)) return undefined;
  return settle({ ...plan, count: plan.count });
}

export async function planPage(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], query: ListQuery, scope: unknown[],
  caches: ListCaches): Promise<PagePlan> {
  const start = startPlan(def, query, scope, caches);
  let { count, totals } = start;
  if (count === undefined || (def.totals && totals === undefined)) {
    ({ count, totals } = await countWithTotals(db, def, where, COUNT_CAP));
    caches.counts.set(start.countKey, count, start.generation);
    if (def.totals) caches.totals.set(start.countKey, totals, start.generation);
  }
  const plan = { ...start, count, totals: def.totals ? totals : undefined };
  const settled = settle(plan);
  if (settled) return settled;
  const { sort, limit, page } = query;
  const anchors = await pageAnchors(db, def, where, sort, limit, Math.max(COUNT_CAP, page * limit));
  caches.anchors.set(plan.h, anchors, plan.generation);
  const anchored = Math.min(anchors.rows, COUNT_CAP + 1);
  // Rows arrived or left since the count: its totals are stale too (read again next time).
  if (anchored !== plan.count) caches.totals.delete(plan.countKey);
  plan.count = anchored;
  caches.counts.set(plan.countKey, plan.count, plan.generation);
  return settle(plan, anchors)!;
}

/** The statement of the plan's rows as the reply sends them (jsonSelect); undefined when the plan reads none. */
export function planStatement(db: Db, plan: PagePlan, where: RawBuilder<unknown>[], canEdit: boolean): PageStatement | undefined {
  const { req, def, query } = plan;
  return req ? { sql: pageQuery(def, where, query.sort, req, jsonSelect(db, def.fields, canEdit)), mark: pageMark(req) } : undefined;
}

/** `canEdit`: whether the caller may run the actions of the row flags marked `edit` (else they read false). */
export async function readPage(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], query: ListQuery, scope: unknown[],
  canEdit: boolean, caches: ListCaches = createListCaches(0)): Promise<PageRead> {
  const plan = await planPage(db, def, where, query, scope, caches);
  const page = planStatement(db, plan, where, canEdit);
  return finishPage(plan, page ? (await sql<JsonRow>`${page.mark} ${page.sql}`.execute(db)).rows : []);
}

type Start = Omit<PagePlan, 'count' | 'page' | 'req'> & { count: number | undefined };

/** A page as the reply sends it; `totals` only for a list with totals. */
export type PageRead = { rows: JsonRow[]; paginator: Paginator; totals?: ListTotals };

function startPlan(def: ListDefinition, query: ListQuery, scope: unknown[], caches: ListCaches): Start {
  const { limit, sort } = query;
  // The count's key as it is (a Map key needs no hash); the cursors' binding hashes it once more.
  const countKey = JSON.stringify([...scope, query.filters, query.q]);
  const h = queryHash([countKey, sort.field.name, sort.desc, limit]);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const seek = cursor?.h === h ? cursor : undefined;
  return { def, query, caches, generation: caches.generation(), countKey, h, seek, count: caches.counts.get(countKey),
    totals: def.totals ? caches.totals.get(countKey) : undefined };
}

const lastPageOf = (rows: number, limit: number) => Math.max(1, Math.ceil(rows / limit));

/** Which rows the page reads. A typed page number (not 1, not the counted last) needs the page
 * anchors: `fresh` ones just read, else the cached ones; undefined when the cache has none that
 * reach the page. */
function settle(plan: Omit<PagePlan, 'page' | 'req'>, fresh?: Anchors): PagePlan | undefined {
  const { query: { limit }, seek, count } = plan;
  const genericPlan = boundsOfSortOnly(plan.def, plan.query);
  const counted = count <= COUNT_CAP ? lastPageOf(count, limit) : undefined;
  const page = seek?.page ?? plan.query.page;
  // The rows of the last page, read backwards (+1: is there a page before it?).
  const last = (rows: number): PagePlan => {
    const at = lastPageOf(rows, limit);
    const req = at > 1 ? { limit: rows - (at - 1) * limit + 1, fromEnd: true, genericPlan } : { limit: limit + 1, genericPlan };
    return { ...plan, page: at, req };
  };
  if (seek) return { ...plan, page, req: { limit: limit + 1, seek: { dir: seek.dir, key: seek }, genericPlan } };
  if (page === 1) return { ...plan, page, req: { limit: limit + 1, genericPlan } };
  if (page === counted) return last(count);
  const held = fresh ?? plan.caches.anchors.get(plan.h);
  // Anchors read up to `upTo` rows reach no further than that: a deeper page reads them again.
  if (!held || (!fresh && held.keys.length < page - 1 && held.rows > held.upTo)) return undefined;
  const key = held.keys[page - 2];
  if (key && held.rows > (page - 1) * limit) return { ...plan, page, req: { limit: limit + 1, seek: { dir: 'after', key }, genericPlan } };
  if (page === lastPageOf(held.rows, limit)) return last(held.rows);
  return { ...plan, page, req: null }; // past the rows: an empty page
}

/** The page's rows from the rows its statement read (flipped when read backwards; the extra row
 * that tells whether there is more dropped) and its paginator. */
export function finishPage(plan: PagePlan, read: JsonRow[]): PageRead {
  const { req, seek, caches, generation, countKey, h, query: { limit } } = plan;
  const fetched = req && readsBack(req) ? read.reverse() : read;
  let { page, count } = plan;
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
  const lastPage = (n: number) => lastPageOf(n, limit);
  // The totals were read with the count: a count found wrong drops them too.
  if (!hasNext && page === 1 && !seek && count !== rows.length) {
    count = rows.length;
    caches.counts.set(countKey, count, generation);
    caches.totals.delete(countKey);
  } else if (req && count <= COUNT_CAP && (hasNext ? page >= lastPage(count) : page < lastPage(count))) {
    caches.counts.delete(countKey);
    caches.anchors.delete(h);
    caches.totals.delete(countKey);
  }
  const exact = count <= COUNT_CAP;
  const pages = !req ? lastPage(count) : !hasNext ? page : Math.max(exact ? lastPage(count) : Math.ceil(COUNT_CAP / limit), page + 1);
  const at = (row: JsonRow, p: number, dir: Cursor['dir']) => encodeCursor({ page: p, dir, k: row.__k, i: Number(row.__id), h });
  return {
    rows,
    ...(plan.totals !== undefined ? { totals: plan.totals } : {}),
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
