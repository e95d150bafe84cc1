// Routes of one list: GET <path> (the list), GET <path>fields/, GET/POST <path>settings/ and
// POST <path>export/. Each needs the list's view at 'read' on the merchant of ?merchant= (or body).
// A user-scoped list (source.userScope) reads every merchant the user reads: signed in is enough,
// its FROM keeps the user's merchants, its reply adds the source's list-level facts; no export/. Its
// `narrowBy` query parameter (designs' ?merchant_id=) keeps one of them, read at the list's view.
// A tab's path preset reads the call's path parameters (promocodes of one entity): they key the
// cached count; a page with no rows asks the tab whether the path names anything (404 if not); no export/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { dbId } from '../http/db-id.ts';
import { loadMerchantAccess, merchantIdOf, requireMerchant } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { listConditions, pathValues } from './conditions.ts';
import type { ListCaches } from './count-cache.ts';
import { createExport } from './export/create-export.ts';
import { inOneTransaction } from '../http/declared-routes.ts';
import { wakeWorkers } from '../jobs/wake.ts';
import { loadListAccess } from './list-access.ts';
import { readListQuery } from './list-query.ts';
import { columnInfo, listReplySchema, listResponse, listSerializerCompiler } from './list-response.ts';
import { cachedPlan, finishPage, planStatement, readPage } from './read-page.ts';
import type { ListRoute } from './types.ts';
import { loadSettings, saveSettings } from './user-settings.ts';

const searchOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');
const scopeOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, merchantId: request.merchantAccess!.merchant.id });

export function listRoutes(app: FastifyInstance, { db }: AppContext, route: ListRoute, caches: ListCaches): void {
  const { def, path } = route;
  const scope = def.userScope;
  const guard = {
    config: { listFile: def.id },
    preHandler: scope
      ? async (request: FastifyRequest) => { if (request.auth?.state !== 'ok') throw unauthorized(); }
      : requireMerchant(db, def.view, 'read'),
  };
  const userOf = (request: FastifyRequest) => request.auth!.userId;

  const replySchema = listReplySchema(def);
  if (scope) {
    // The merchant a narrowing parameter names (undefined: every merchant of the user).
    const narrowed = async (request: FastifyRequest, userId: number) => {
      const search = searchOf(request);
      const wanted = (scope.narrowBy ?? []).map((name) => search.get(name)).find((v) => v !== null && v !== '');
      return wanted === undefined || wanted === null ? undefined : (await loadMerchantAccess(db, userId, wanted, def.view, 'read')).merchant.id;
    };
    app.get(path, { ...guard, config: { replySchema, listFile: def.id }, serializerCompiler: listSerializerCompiler }, async (request) => {
      const userId = userOf(request);
      const merchantId = await narrowed(request, userId);
      // Writes through other instances reach the caches before they are read (list-writes.ts).
      const [{ canEdit, extra }] = await Promise.all([scope.reply(db, userId, merchantId), caches.sync()]);
      const settings = await loadSettings(db, userId, def);
      const query = readListQuery(def, searchOf(request), settings.limit);
      const values = pathValues(route, request.params);
      const where = listConditions(route, merchantId ?? null, query.filters, query.q, values);
      const page = await readPage(db, { ...def, from: scope.from(userId) }, where, query,
        [path, 'user', userId, merchantId ?? null, values], canEdit, caches);
      return { ...listResponse(def, query, page.rows, page.paginator, settings, canEdit, page.totals), ...extra };
    });
  } else {
    // The page when the call tells it before the user is known: a page size in the address (the
    // portal always sends one; else it is the user's) and the count and anchors it needs cached.
    // A query that does not read answers after the guard, as a signed-out call answers 401 first.
    const pageBeforeGuard = (request: FastifyRequest) => {
      const search = searchOf(request);
      const merchantId = dbId(merchantIdOf(request));
      if (!search.has('limit') || merchantId === undefined) return undefined;
      try {
        const query = readListQuery(def, search, def.defaultPageSize);
        const values = pathValues(route, request.params);
        const where = listConditions(route, merchantId, query.filters, query.q, values);
        const plan = cachedPlan(def, query, [path, merchantId, values], caches);
        const page = plan && planStatement(db, plan, where, true);
        return plan && page ? { query, plan, page } : undefined;
      } catch {
        return undefined;
      }
    };
    // The list call: one SQL for session, privileges, merchant, list settings (list-access.ts) and,
    // when it can, the page. The page read with the guard carries every row flag; a reader's flags
    // read false, so a reader's page is read again. Alongside, the writes of other instances reach
    // the caches (list-writes.ts): a page planned on entries one of them dropped is read again.
    app.get(path, { config: { sessionInGuard: true, replySchema, listFile: def.id }, serializerCompiler: listSerializerCompiler }, async (request) => {
      const early = pageBeforeGuard(request);
      const [{ merchantId, privileges, settings, rows: read }] = await Promise.all([loadListAccess(db, request, def, early?.page), caches.sync()]);
      const canEdit = allows(privileges[def.view], 'edit');
      const values = pathValues(route, request.params);
      // An empty page of a path preset: 404 when the path names nothing of the merchant.
      const named = async (rows: unknown[]) => {
        const exists = route.pathPreset?.exists;
        if (rows.length === 0 && exists && !(await exists(db, merchantId, values))) throw notFound();
      };
      if (early && canEdit && early.plan.generation === caches.generation()) {
        const page = finishPage(early.plan, read);
        await named(page.rows);
        return listResponse(def, early.query, page.rows, page.paginator, settings, canEdit, page.totals);
      }
      const query = readListQuery(def, searchOf(request), settings.limit);
      const where = listConditions(route, merchantId, query.filters, query.q, values);
      const page = await readPage(db, def, where, query, [path, merchantId, values], canEdit, caches);
      await named(page.rows);
      return listResponse(def, query, page.rows, page.paginator, settings, canEdit, page.totals);
    });
  }

  app.get(`${path}fields/`, guard, async () =>
    ({ fields: def.columns.map(columnInfo), accepted_fields: def.columns.map((c) => c.name), mandatory_fields: def.mandatoryFields }));

  app.get(`${path}settings/`, guard, async (request) => {
    const { fields, limit } = await loadSettings(db, userOf(request), def);
    return { fields, limit };
  });

  app.post(`${path}settings/`, guard, async (request) => {
    const body = (request.body ?? {}) as { fields?: unknown; limit?: unknown };
    const { fields, limit } = await inOneTransaction(db, `${def.id} settings`, (trx) => saveSettings(trx, userOf(request), def, body));
    return { fields, limit };
  });

  if (scope || route.pathPreset) return;
  app.post(`${path}export/`, guard, async (request) => {
    const { userId, merchantId } = scopeOf(request);
    // The report lands in the merchant's downloads: the 'reports' privilege as well as the list's.
    if (!allows(request.merchantAccess!.privileges.reports, 'read')) throw forbidden();
    const reply = await inOneTransaction(db, `${def.id} export`, (trx) => createExport(trx, route, userId, merchantId, request.body ?? {}));
    wakeWorkers();
    return reply;
  });
}
