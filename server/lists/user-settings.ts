// Per user and list: the chosen columns (in order) and page size, one row in list_settings.
// Before the user chooses, the list file's default columns in its order.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import { checkLimit } from './list-query.ts';
import type { ListDefinition } from './types.ts';

/** `chosen`: the user saved a choice of columns (else `fields` are the list file's defaults). */
export type ListSettings = { fields: string[]; limit: number; chosen: boolean };

/** Unknown fields (a column since removed from the list file) are dropped; a missing mandatory one comes first. */
function normalise(def: ListDefinition, fields: string[]): string[] {
  const known = new Set(def.columns.map((c) => c.name));
  const chosen = [...new Set(fields.filter((f) => known.has(f)))];
  return [...def.mandatoryFields.filter((f) => !chosen.includes(f)), ...chosen];
}

export async function loadSettings(db: Db, userId: number, def: ListDefinition): Promise<ListSettings> {
  const row = await db.selectFrom('list_settings').select(['fields', 'page_size'])
    .where('user_id', '=', userId).where('list', '=', def.id).executeTakeFirst();
  return settingsFrom(def, row);
}

/** The settings of a list_settings row (undefined: the user has not chosen yet). */
export function settingsFrom(def: ListDefinition, row: { fields: string[] | null; page_size: number | null } | undefined): ListSettings {
  const saved = row?.page_size;
  const limit = saved != null && def.pageSizes.includes(saved) ? saved : def.defaultPageSize;
  return { fields: normalise(def, row?.fields ?? def.defaultColumns), limit, chosen: row?.fields != null };
}

/** Checks the chosen fields against the list file's columns; an unknown one is a 400 naming it. */
export function checkFields(def: ListDefinition, raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every((f) => typeof f === 'string')) {
    throw badRequest('fields must be a non-empty list of field names');
  }
  const unknown = raw.find((f) => !def.columns.some((c) => c.name === f));
  if (unknown) throw badRequest(`Unknown field '${unknown}'`);
  return raw as string[];
}

export async function saveSettings(db: Db, userId: number, def: ListDefinition, body: { fields?: unknown; limit?: unknown }): Promise<ListSettings> {
  const current = await loadSettings(db, userId, def);
  const fields = body.fields === undefined ? current.fields : normalise(def, checkFields(def, body.fields));
  const limit = body.limit === undefined ? current.limit : checkLimit(def, Number(body.limit));
  await db.insertInto('list_settings')
    .values({ user_id: userId, list: def.id, fields: JSON.stringify(fields), page_size: limit })
    .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet({
      fields: (eb) => eb.ref('excluded.fields'), page_size: (eb) => eb.ref('excluded.page_size'), updated_at: sql`now()`,
    }))
    .execute();
  return { fields, limit, chosen: true };
}
