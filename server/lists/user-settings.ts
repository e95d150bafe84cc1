// Per user and list: the chosen columns (in order) and page size, one row in list_settings.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import { checkLimit, DEFAULT_PAGE_SIZE } from './list-query.ts';
import { columnFields } from './list-response.ts';
import type { ListDefinition } from './types.ts';

export type ListSettings = { fields: string[]; limit: number };

/** Mandatory fields always come first, unknown ones (a field since removed) are dropped. */
function normalise(def: ListDefinition, fields: string[]): string[] {
  const known = new Set(columnFields(def).map((f) => f.name));
  const chosen = fields.filter((f) => known.has(f) && !def.mandatoryFields.includes(f));
  return [...def.mandatoryFields, ...new Set(chosen)];
}

export async function loadSettings(db: Db, userId: number, def: ListDefinition): Promise<ListSettings> {
  const row = await db.selectFrom('list_settings').select(['fields', 'page_size'])
    .where('user_id', '=', userId).where('list', '=', def.id).executeTakeFirst();
  return { fields: normalise(def, row?.fields ?? def.defaultColumns), limit: row?.page_size ?? DEFAULT_PAGE_SIZE };
}

/** Checks the chosen fields against the list; an unknown one is a 400 naming it. */
export function checkFields(def: ListDefinition, raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every((f) => typeof f === 'string')) {
    throw badRequest('fields must be a non-empty list of field names');
  }
  const known = new Set(columnFields(def).map((f) => f.name));
  const unknown = raw.find((f) => !known.has(f));
  if (unknown) throw badRequest(`Unknown field '${unknown}'`);
  return raw as string[];
}

export async function saveSettings(db: Db, userId: number, def: ListDefinition, body: { fields?: unknown; limit?: unknown }): Promise<ListSettings> {
  const current = await loadSettings(db, userId, def);
  const fields = body.fields === undefined ? current.fields : normalise(def, checkFields(def, body.fields));
  const limit = body.limit === undefined ? current.limit : checkLimit(Number(body.limit));
  await db.insertInto('list_settings')
    .values({ user_id: userId, list: def.id, fields: JSON.stringify(fields), page_size: limit })
    .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet({
      fields: (eb) => eb.ref('excluded.fields'), page_size: (eb) => eb.ref('excluded.page_size'), updated_at: sql`now()`,
    }))
    .execute();
  return { fields, limit };
}
