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
import type { FieldSql, ListDefinition } from './types.ts';

export type RawRow = Record<string, unknown> & { __k: string; __id: number };

/** genericPlan: the conditions are the scope and bounds of the sort column (GENERIC_MARK, prepared.ts). */
export type PageRequest = { limit: number; offset?: number; seek?: { dir: Direction; key: Key }; fromEnd?: boolean; genericPlan?: boolean };

const selectLists = new WeakMap<FieldSql[], RawBuilder<unknown>>();

/** `<field sql> as <name>, ...`, compiled once per field list when it has no parameters (a list
 * call would otherwise build and compile some 30 expressions per page). */
function selectList(db: Db, fields: FieldSql[]): RawBuilder<unknown> {
  let list = selectLists.get(fields);
  if (!list) {
    list = sql.join(fields.map((f) => sql`${f.sql} as ${sql.id(f.name)}`));
    const compiled = list.compile(db);
    if (compiled.parameters.length === 0) list = sql.raw(compiled.sql);
    selectLists.set(fields, list);
  }
  return list;
}

export async function fetchRows(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], sort: ListQuery['sort'],
  req: PageRequest, fields: FieldSql[] = def.fields): Promise<RawRow[]> {
  const x = sort.field.sql;
  // Going back (before a key) reads in the opposite order, then flips the rows.
  const back = req.seek?.dir === 'before' || req.fromEnd === true;
  const desc = sort.desc !== back;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const conditions = [...where];
  if (req.seek) {
    const key = sql`(${req.seek.key.k}::${sql.raw(SQL_CAST[sort.field.type])}, ${req.seek.key.i})`;
    // First in the WHERE: when a filter bounds the sort column too (a date range), the btree scan
    // cannot weigh a row comparison against that scalar bound and starts at whichever comes first
    // (PostgreSQL 18, PGlite): after the filter's bound it stepped over every row up to the key.
    conditions.unshift(desc ? sql`(${x}, t.id) < ${key}` : sql`(${x}, t.id) > ${key}`);
  }
  const { rows } = await sql<RawRow>`${req.genericPlan ? preparedGeneric : prepared}
    select ${selectList(db, fields)}, (${x})::text as __k, t.id as __id
    from ${def.from}
    where ${sql.join(conditions, sql` and `)}
    order by ${x} ${dir}, t.id ${dir}
    limit ${req.limit} offset ${req.offset ?? 0}`.execute(db);
  return back ? rows.reverse() : rows;
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
