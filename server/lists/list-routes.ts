// Routes of one list: GET <path> (the list), GET <path>fields/, GET/POST <path>settings/ and
// POST <path>export/. Each needs the list's view at 'read' on the merchant of ?merchant= (or body).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { listConditions } from './conditions.ts';
import { createExport } from './export/create-export.ts';
import { readListQuery } from './list-query.ts';
import { columnInfo, listResponse } from './list-response.ts';
import { readPage } from './read-page.ts';
import type { ListRoute } from './types.ts';
import { loadSettings, saveSettings } from './user-settings.ts';

const searchOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');
const scopeOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, merchantId: request.merchantAccess!.merchant.id });

export function listRoutes(app: FastifyInstance, { db }: AppContext, route: ListRoute): void {
  const { def, path } = route;
  const guard = { preHandler: requireMerchant(db, def.view, 'read') };

  app.get(path, guard, async (request) => {
    const { userId, merchantId } = scopeOf(request);
    const settings = await loadSettings(db, userId, def);
    const query = readListQuery(def, searchOf(request), settings.limit);
    const where = listConditions(route, merchantId, query.filters, query.q);
    const { rows, paginator } = await readPage(db, def, where, query, [path, merchantId]);
    const canEdit = allows(request.merchantAccess!.privileges[def.view], 'edit');
    return listResponse(def, query, rows, paginator, settings, canEdit);
  });

  app.get(`${path}fields/`, guard, async () =>
    ({ fields: def.columns.map(columnInfo), accepted_fields: def.columns.map((c) => c.name), mandatory_fields: def.mandatoryFields }));

  app.get(`${path}settings/`, guard, async (request) => {
    const { fields, limit } = await loadSettings(db, scopeOf(request).userId, def);
    return { fields, limit };
  });

  app.post(`${path}settings/`, guard, async (request) => {
    const { fields, limit } = await saveSettings(db, scopeOf(request).userId, def, (request.body ?? {}) as { fields?: unknown; limit?: unknown });
    return { fields, limit };
  });

  app.post(`${path}export/`, guard, async (request) => {
    const { userId, merchantId } = scopeOf(request);
    return createExport(db, route, userId, merchantId, request.body ?? {});
  });
}
