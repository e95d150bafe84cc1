// Alias uniqueness: one live landing per alias, case-insensitively (migration 025's index). A
// suggestion takes the first free of base, base-2, base-3, ...
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { ALIAS_MAX } from './transliterate.ts';

export const ALIAS_TAKEN = 'This address is already taken';

type Reader = Pick<Db, 'selectFrom'>;

export async function aliasTaken(db: Reader, alias: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('landings').select('id').where(sql<string>`lower(alias)`, '=', alias.toLowerCase()).where('deleted_at', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function freeAlias(db: Reader, base: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const alias = `${base.slice(0, ALIAS_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await aliasTaken(db, alias))) return alias;
  }
  return `${base.slice(0, ALIAS_MAX - 14)}-${Date.now()}`;
}

/** True for PostgreSQL's unique violation (a concurrent save took the alias first). */
export const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
