// Reads one page of a list: keyset (seek) after/before a key, from the end (the reverse order,
// flipped: the last page), or OFFSET when none is given (exports and tests only: the list call
// never reads a deep OFFSET, read-page.ts).
// The order is (sort field, t.id), both in the same direction, so the (merchant_id, created_at
// desc, id desc) indexes serve the default order and a deep page costs what the first one does.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { prepared, preparedGeneric } from '../db/prepared.ts';
import { SQL_CAST } from './field-types.ts';
import type { Direction, Key } from './cursor.ts';
import type { ListQuery } from './list-query.ts';
import type { ListTotals } from '../../engine/core/list/types.ts';
import type { FieldSql, ListDefinition } from './types.ts';

export type RawRow = Record<string, unknown> & { __k: string; __id: number };
/** A row of a list page: its fields as the reply's JSON text (jsonSelect), with its keyset key. */
export type JsonRow = { __j: string; __k: string; __id: number };

/** genericPlan: the conditions are the scope and bounds of the sort column (GENERIC_MARK, prepared.ts). */
export type PageRequest = { limit: number; offset?: number; seek?: { dir: Direction; key: Key }; fromEnd?: boolean; genericPlan?: boolean };

const selectLists = new WeakMap<FieldSql[], RawBuilder<unknown>>();
const jsonSelects = new WeakMap<FieldSql[], [RawBuilder<unknown>?, RawBuilder<unknown>?]>();

/** A parameterless fragment compiled once (a list call would otherwise build and compile some 30
 * expressions per page); one with parameters stays as built. */
function compiledOnce(db: Db, fragment: RawBuilder<unknown>): RawBuilder<unknown> {
  const compiled = fragment.compile(db);
  return compiled.parameters.length === 0 ? sql.raw(compiled.sql) : fragment;
}

/** `<field sql> as <name>, ...`: each field as a value (exports). */
export function selectList(db: Db, fields: FieldSql[]): RawBuilder<unknown> {
  let list = selectLists.get(fields);
  if (!list) {
    list = compiledOnce(db, sql.join(fields.map((f) => sql`${f.sql} as ${sql.id(f.name)}`)));
    selectLists.set(fields, list);
  }
  return list;
}

// Each type as the reply sends it (outputValue, field-types.ts): money as a decimal text, a
// timestamp as toISOString writes it (milliseconds, truncated as a JavaScript Date keeps them).
// JSON writes a date as YYYY-MM-DD whatever the DateStyle; the other types as they are.
const JSON_VALUE: Partial<Record<FieldSql['type'], (x: RawBuilder<unknown>) => RawBuilder<unknown>>> = {
  money: (x) => sql`round((${x})::numeric / 100, 2)::text`,
  timestamp: (x) => sql`to_char((${x}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** `__j`: each row as the JSON object the list reply sends (list-response.ts splices the texts
 * into the reply unparsed: no value is parsed, converted or serialized in JavaScript). A flag of an
 * action that needs 'edit' is false for a reader (`canEdit` false). */
export function jsonSelect(db: Db, fields: FieldSql[], canEdit: boolean): RawBuilder<unknown> {
  const both = jsonSelects.get(fields) ?? [];
  let select = both[Number(canEdit)];
  if (!select) {
    const values = fields.map((f) => {
      const x = f.edit && !canEdit ? sql`false` : (JSON_VALUE[f.type]?.(f.sql) ?? f.sql);
      return sql`${x} as ${sql.id(f.name)}`;
    });
    select = compiledOnce(db, sql`(select row_to_json(r) from (select ${sql.join(values)}) r)::text as __j`);
    both[Number(canEdit)] = select;
    jsonSelects.set(fields, both);
  }
  return select;
}

/** The page's statement without its prepared mark (pageMark), so that another statement may hold
 * it (the list call's guard, list-access.ts). `select`: what each row carries besides its key. */
export function pageQuery(def: ListDefinition, where: RawBuilder<unknown>[], sort: ListQuery['sort'], req: PageRequest,
  select: RawBuilder<unknown>): RawBuilder<unknown> {
  const x = sort.field.sql;
  const dir = sql.raw(readsBack(req) !== sort.desc ? 'desc' : 'asc');
  const conditions = [...where];
  if (req.seek) {
    const key = sql`(${req.seek.key.k}::${sql.raw(SQL_CAST[sort.field.type])}, ${req.seek.key.i})`;
    // First in the WHERE: when a filter bounds the sort column too (a date range), the btree scan
    // cannot weigh a row comparison against that scalar bound and starts at whichever comes first
    // (PostgreSQL 18, PGlite): after the filter's bound it stepped over every row up to the key.
    conditions.unshift(readsBack(req) !== sort.desc ? sql`(${x}, t.id) < ${key}` : sql`(${x}, t.id) > ${key}`);
  }
  return sql`select ${select}, (${x})::text as __k, t.id as __id
    from ${def.from}
    where ${sql.join(conditions, sql` and `)}
    order by ${x} ${dir}, t.id ${dir}
    limit ${req.limit} offset ${req.offset ?? 0}`;
}

/** A page statement (pageQuery) and its prepared mark (pageMark), for another statement to hold. */
export type PageStatement = { sql: RawBuilder<unknown>; mark: RawBuilder<unknown> };

/** Going back (before a key, or from the end) reads in the opposite order; the rows are then flipped. */
export const readsBack = (req: PageRequest): boolean => req.seek?.dir === 'before' || req.fromEnd === true;

/** The mark that prepares a page statement, with its generic plan when `genericPlan` (prepared.ts). */
export const pageMark = (req: PageRequest): RawBuilder<unknown> => (req.genericPlan ? preparedGeneric : prepared);

export async function fetchRows<R extends { __k: string; __id: number } = RawRow>(db: Db, def: ListDefinition,
  where: RawBuilder<unknown>[], sort: ListQuery['sort'], req: PageRequest, select: RawBuilder<unknown>): Promise<R[]> {
  const { rows } = await sql<R>`${pageMark(req)} ${pageQuery(def, where, sort, req, select)}`.execute(db);
  return readsBack(req) ? rows.reverse() : rows;
}

/** The key of every `limit`-th row (the last row of each page) among the first `upTo` rows, and
 * how many rows there are up to `upTo` (+1, to tell "more"). Reads only the sort key and id. */
export async function pageAnchors(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], sort: ListQuery['sort'],
  limit: number, upTo: number): Promise<{ keys: Key[]; rows: number; upTo: number }> {
  const x = sort.field.sql;
  const dir = sql.raw(sort.desc ? 'desc' : 'asc');
  const { rows } = await sql<{ k: string; i: number; rn: number; n: number }>`
    select k, i, rn::int as rn, n::int as n from (
      select k, i, rn, count(*) over () as n from (
        select (${x})::text as k, t.id as i, row_number() over (order by ${x} ${dir}, t.id ${dir}) as rn
        from ${def.from}
        where ${sql.join(where, sql` and `)}
        order by ${x} ${dir}, t.id ${dir}
        limit ${upTo + 1}) s) w
    where rn % ${limit} = 0 or rn = n
    order by rn`.execute(db);
  const n = rows.length ? Number(rows[0].n) : 0;
  return { keys: rows.filter((r) => Number(r.rn) % limit === 0).map((r) => ({ k: r.k, i: Number(r.i) })), rows: n, upTo };
}

/** Exact row count up to `cap`; above it only "more than cap" is known (and cheap to learn). */
export async function countRows(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from ${def.from} where ${sql.join(where, sql` and `)} limit ${cap + 1}) s`.execute(db);
  return rows[0].n;
}

/** The count up to `cap` as countRows reads it and, in the same statement, the sum of the list's
 * totals amount per currency over those rows (one aggregate over the same capped scan; exact while
 * the count is: null above the cap). A list without totals reads the count alone. */
export async function countWithTotals(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], cap: number): Promise<{ count: number; totals: ListTotals }> {
  if (!def.totals) return { count: await countRows(db, def, where, cap), totals: [] };
  const { rows } = await sql<{ currency: string; n: number; amount: string }>`
    select coalesce(s.c, '') as currency, count(*)::int as n, round(sum(s.a)::numeric / 100, 2)::text as amount
    from (select (${def.totals.currency.sql})::text as c, coalesce(${def.totals.amount.sql}, 0) as a
      from ${def.from} where ${sql.join(where, sql` and `)} limit ${cap + 1}) s
    group by 1 order by 1`.execute(db);
  const count = rows.reduce((n, r) => n + Number(r.n), 0);
  return { count, totals: count > cap ? null : rows.map((r) => ({ currency: r.currency, amount: r.amount })) };
}
