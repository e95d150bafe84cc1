// Handlers of the saved views (schemas/endpoints/lists.json; beyond the spec), per user and list:
// GET /views/{list}/, POST /views/{list}/ {name, filters, columns, limit, query_words?, sort?} (same
// name replaces), POST /views/{list}/{id}/delete/. The file's access is 'signed-in': each call needs
// the view of the list its path names at 'read' on ?merchant= (or the body's), checked here.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, merchantIdOf } from '../merchant/require-merchant.ts';
import { filterCondition } from './filter-sql.ts';
import { checkFilters, checkLimit, parseSort } from './list-query.ts';
import type { ListDefinition } from './types.ts';
import { checkFields } from './user-settings.ts';
import { maskCardNumbers, maskCardNumbersIn } from '../security/card-mask.ts';

type ViewBody = { name?: unknown; filters?: unknown; columns?: unknown; limit?: unknown; query_words?: unknown; sort?: unknown };

function checkView(def: ListDefinition, body: ViewBody) {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > 100) throw badRequest([['name', 'Enter a name of at most 100 characters']]);
  const filters = checkFilters(body.filters);
  filters.forEach((f) => filterCondition(def, f));
  const sort = typeof body.sort === 'string' ? body.sort : '';
  if (sort) parseSort(def, sort);
  // A card number typed into the search or a filter is stored masked (it is free text the view keeps).
  return {
    name: maskCardNumbers(name), filters: maskCardNumbersIn(filters), sort, columns: checkFields(def, body.columns), page_size: checkLimit(def, Number(body.limit)),
    query_words: maskCardNumbers(typeof body.query_words === 'string' ? body.query_words.trim() : ''),
  };
}

const viewOut = (v: { id: number; name: string; filters: unknown; columns: string[]; page_size: number; query_words: string; sort: string; created_at: Date }) => ({
  id: v.id, name: v.name, filters: v.filters, columns: v.columns, limit: v.page_size, query_words: v.query_words, sort: v.sort, created: v.created_at.toISOString(),
});

export const savedViewHandlers = defineHandlers('lists', ({ lists }) => {
  const defs = new Map(lists.map((r) => [r.def.id, r.def]));
  /** The caller and the list of the path; the list's view at 'read' on ?merchant= (or the body's). */
  const guard = async (db: Db, request: FastifyRequest) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const def = defs.get((request.params as { list: string }).list);
    if (!def) throw notFound();
    await loadMerchantAccess(db, request.auth.userId, merchantIdOf(request), def.view, 'read');
    return { userId: request.auth.userId, def };
  };
  const columns = ['id', 'name', 'filters', 'columns', 'page_size', 'query_words', 'sort', 'created_at'] as const;

  return {
    views: async ({ db, request }) => {
      const { userId, def } = await guard(db, request);
      const rows = await db.selectFrom('saved_views').select(columns).where('user_id', '=', userId).where('list', '=', def.id)
        .orderBy('name').execute();
      return { data: rows.map(viewOut) };
    },

    viewSave: async ({ db, request }) => {
      const { userId, def } = await guard(db, request);
      const v = checkView(def, (request.body ?? {}) as ViewBody);
      const values = { ...v, filters: JSON.stringify(v.filters), columns: JSON.stringify(v.columns) };
      const row = await db.insertInto('saved_views').values({ user_id: userId, list: def.id, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'list', 'name']).doUpdateSet(values))
        .returning(columns).executeTakeFirstOrThrow();
      return viewOut(row);
    },

    viewDelete: async ({ db, request }) => {
      const { userId, def } = await guard(db, request);
      const id = Number((request.params as { id: string }).id);
      const gone = Number.isSafeInteger(id) && id > 0
        ? await db.deleteFrom('saved_views').where('id', '=', id).where('user_id', '=', userId).where('list', '=', def.id).executeTakeFirst()
        : undefined;
      if (!gone?.numDeletedRows) throw notFound();
      return {};
    },
  };
});
