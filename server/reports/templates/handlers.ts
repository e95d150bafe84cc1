// Scheduled report templates (spec 002 s.2 /reports/templates): a merchant's daily, weekly or monthly
// report of a list; the downloads group's template calls (schemas/endpoints/downloads.json). The list
// is GET /merchant/reports/templates/ (templates/source.ts, the lists engine); here the create form's
// choices, create, one template, edit and delete. 'reports' read to see, edit to change (the file's
// access); a template of another merchant is a 404.
import { requireUser } from '../../http/auth.ts';
import { dbId } from '../../http/db-id.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ReadCall, WriteCall } from '../../http/handler-types.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import type { ListRoute } from '../../lists/types.ts';
import type { Db } from '../../db/connect.ts';
import { periodFilter } from './scheduler.ts';

type Body = { name: string; list: string; format: 'csv' | 'xlsx'; period: 'daily' | 'weekly' | 'monthly'; is_active?: boolean };
const COLUMNS = ['id', 'name', 'list', 'format', 'period', 'is_active'] as const;

const idOf = (call: { request: { params: unknown } }) => {
  const id = dbId((call.request.params as { id: unknown }).id);
  if (id === undefined) throw notFound();
  return id;
};

async function one(db: Db, merchantId: number, id: number) {
  const row = await db.selectFrom('report_templates').select(COLUMNS).where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The template calls, over the list routes by endpoint (a template names its list by its endpoint). */
export function templateHandlers(routes: ReadonlyMap<string, ListRoute>) {
  /** The form's values (checked by the call) and the list, which must have a date to period by. */
  const values = (call: WriteCall) => {
    const body = call.body as Body;
    const route = routes.get(body.list);
    if (!route || !periodFilter(route)) throw badRequest([['list', 'Choose a list with a date']]);
    return { name: body.name.trim(), list: body.list, format: body.format, period: body.period, is_active: body.is_active ?? true };
  };

  return {
    // The create form's choices: merchants the user may add templates to (reports edit), lists with a date.
    templateChoices: async ({ db, request }: ReadCall) => {
      const user = await requireUser(db, request);
      const merchants = await db.selectFrom('merchant_users as mu').innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
        .select(['m.id', 'm.name']).where('mu.user_id', '=', user.id).where('mu.view', '=', 'reports').where('mu.level', '=', 'edit')
        .orderBy('m.name').execute();
      const lists = [...routes.values()].filter((r) => periodFilter(r) && r.def.view !== 'reports')
        .map((r) => ({ value: r.endpoint, label: r.tab === 'all' ? r.def.title : `${r.def.title} (${r.tab})` }));
      return { merchants: merchants.map((m) => ({ value: m.id, label: m.name })), lists };
    },

    templateCreate: async (call: WriteCall) => {
      const row = await call.db.insertInto('report_templates')
        .values({ ...values(call), merchant_id: call.access.merchant.id, user_id: call.request.auth!.userId })
        .returning(COLUMNS).executeTakeFirstOrThrow();
      call.afterCommit(wakeWorkers);
      return { template: row, message: 'Template saved' };
    },

    template: async (call: ReadCall) => ({ template: await one(call.db, call.access.merchant.id, idOf(call)) }),

    templateEdit: async (call: WriteCall) => {
      const merchantId = call.access.merchant.id;
      await one(call.db, merchantId, idOf(call));
      const row = await call.db.updateTable('report_templates').set(values(call)).where('merchant_id', '=', merchantId).where('id', '=', idOf(call))
        .returning(COLUMNS).executeTakeFirstOrThrow();
      return { template: row, message: 'Template saved' };
    },

    templateDelete: async (call: WriteCall) => {
      const merchantId = call.access.merchant.id;
      await one(call.db, merchantId, idOf(call));
      await call.db.deleteFrom('report_templates').where('merchant_id', '=', merchantId).where('id', '=', idOf(call)).execute();
      return { message: 'Template deleted' };
    },
  };
}
