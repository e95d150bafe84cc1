// Reads one page of a list: keyset (seek) after/before a key, or OFFSET when no key is given.
// The order is (sort field, t.id), both in the same direction, so the (merchant_id, created_at
// desc, id desc) indexes serve the default order and a deep page costs what the first one does.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { SQL_CAST } from './field-types.ts';
import type { Direction, Key } from './cursor.ts';
import type { ListQuery } from './list-query.ts';
import type { FieldSql, ListDefinition } from './types.ts';

export type RawRow = Record<string, unknown> & { __k: string; __id: number };

export type PageRequest = { limit: number; offset?: number; seek?: { dir: Direction; key: Key } };

export async function fetchRows(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], sort: ListQuery['sort'],
  req: PageRequest, fields: FieldSql[] = def.fields): Promise<RawRow[]> {
  const x = sort.field.sql;
  // Going back (before a key) reads in the opposite order, then flips the rows.
  const back = req.seek?.dir === 'before';
  const desc = sort.desc !== back;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const conditions = [...where];
  if (req.seek) {
    const key = sql`(${req.seek.key.k}::${sql.raw(SQL_CAST[sort.field.type])}, ${req.seek.key.i})`;
    conditions.push(desc ? sql`(${x}, t.id) < ${key}` : sql`(${x}, t.id) > ${key}`);
  }
  const columns = fields.map((f) => sql`${f.sql} as ${sql.id(f.name)}`);
  const { rows } = await sql<RawRow>`
    select ${sql.join(columns)}, (${x})::text as __k, t.id as __id
    from ${def.from}
    where ${sql.join(conditions, sql` and `)}
    order by ${x} ${dir}, t.id ${dir}
    limit ${req.limit} offset ${req.offset ?? 0}`.execute(db);
  return back ? rows.reverse() : rows;
}

/** Exact row count up to `cap`; above it only "more than cap" is known (and cheap to learn). */
export async function countRows(db: Db, def: ListDefinition, where: RawBuilder<unknown>[], cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from ${def.from} where ${sql.join(where, sql` and `)} limit ${cap + 1}) s`.execute(db);
  return rows[0].n;
}
