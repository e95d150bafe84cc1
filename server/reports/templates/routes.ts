// Scheduled report templates (spec 002 s.2 /reports/templates): a merchant's daily, weekly or monthly
// report of a list. The list is GET /merchant/reports/templates/ (templates/source.ts); here:
// POST /merchant/{merchant}/reports/templates/create/, GET .../{id}/, POST .../{id}/edit/ and
// .../{id}/delete/. 'reports' read to see, edit to change; a template of another merchant is a 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { requireUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { validateBody } from '../../http/validate-body.ts';
import type { ListRoute } from '../../lists/types.ts';
import { requireMerchant } from '../../merchant/require-merchant.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { periodFilter } from './scheduler.ts';
import { dbId } from '../../http/db-id.ts';

type Body = { name: string; list: string; format: 'csv' | 'xlsx'; period: 'daily' | 'weekly' | 'monthly'; is_active?: boolean };

export function templateRoutes(routes: ReadonlyMap<string, ListRoute>) {
  return (app: FastifyInstance, { db }: AppContext): void => {
    const read = requireMerchant(db, 'reports', 'read');
    const edit = requireMerchant(db, 'reports', 'edit');
    const base = '/merchant/:merchant/reports/templates/';
    const check = (form: string, raw: unknown) => {
      const body = validateBody<Body>(form, raw);
      const route = routes.get(body.list);
      if (!route || !periodFilter(route)) throw badRequest([['list', 'Choose a list with a date']]);
      return { name: body.name.trim(), list: body.list, format: body.format, period: body.period, is_active: body.is_active ?? true };
    };
    const one = async (merchantId: number, id: number) => {
      const row = await db.selectFrom('report_templates').select(['id', 'name', 'list', 'format', 'period', 'is_active'])
        .where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return row;
    };
    const idOf = (request: { params: unknown }) => {
      const id = dbId((request.params as { id: unknown }).id);
      if (id === undefined) throw notFound();
      return id;
    };

    // The create form's choices: merchants the user may add templates to (reports edit), lists with a date.
    app.get('/merchant/reports/templates/choices/', async (request) => {
      const user = await requireUser(db, request);
      const merchants = await db.selectFrom('merchant_users as mu').innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
        .select(['m.id', 'm.name']).where('mu.user_id', '=', user.id).where('mu.view', '=', 'reports').where('mu.level', '=', 'edit')
        .orderBy('m.name').execute();
      const lists = [...routes.values()].filter((r) => periodFilter(r) && r.def.view !== 'reports')
        .map((r) => ({ value: r.endpoint, label: r.tab === 'all' ? r.def.title : `${r.def.title} (${r.tab})` }));
      return { merchants: merchants.map((m) => ({ value: m.id, label: m.name })), lists };
    });

    app.post(`${base}create/`, { preHandler: edit }, async (request) => {
      const values = check('report_template', request.body);
      const row = await db.insertInto('report_templates')
        .values({ ...values, merchant_id: request.merchantAccess!.merchant.id, user_id: request.auth!.userId })
        .returning(['id', 'name', 'list', 'format', 'period', 'is_active']).executeTakeFirstOrThrow();
      wakeWorkers();
      return { template: row, message: 'Template saved' };
    });

    app.get(`${base}:id/`, { preHandler: read }, async (request) => ({ template: await one(request.merchantAccess!.merchant.id, idOf(request)) }));

    app.post(`${base}:id/edit/`, { preHandler: edit }, async (request) => {
      const merchantId = request.merchantAccess!.merchant.id;
      await one(merchantId, idOf(request));
      const values = check('report_template_edit', request.body);
      const row = await db.updateTable('report_templates').set(values).where('merchant_id', '=', merchantId).where('id', '=', idOf(request))
        .returning(['id', 'name', 'list', 'format', 'period', 'is_active']).executeTakeFirstOrThrow();
      return { template: row, message: 'Template saved' };
    });

    app.post(`${base}:id/delete/`, { preHandler: edit }, async (request) => {
      const merchantId = request.merchantAccess!.merchant.id;
      await one(merchantId, idOf(request));
      await db.deleteFrom('report_templates').where('merchant_id', '=', merchantId).where('id', '=', idOf(request)).execute();
      return { message: 'Template deleted' };
    });
  };
}
