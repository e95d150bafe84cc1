// Online cash registers (spec 001 s.2, s.7 "Cashboxes"), privilege cash_registers per merchant:
// GET  /merchant/cashboxes/list/                          a card per merchant the user sees (read), one page
// GET|POST /merchant/cashboxes/{m}/info/{id}/              the register, its shift, receipts, errors (read)
// GET|POST /merchant/cashboxes/{m}/provider/               select provider: choices, fields, required, readonly, values (read)
// POST /merchant/cashboxes/{m}/provider/{provider}/        save and register (edit; form cashbox_register)
// POST /merchant/cashboxes/{m}/certs/                      multipart `file`: the certificate's CN and tax objects (edit)
// POST /merchant/cashboxes/{m}/shift/close/                close the open shift: its Z-report (edit)
// POST /merchant/cashboxes/{m}/activate/, .../disable/     the toggle modal (edit; the spec's {state})
// GET  /merchant/cashboxes/errors/                         the error log grouped (read, every merchant seen)
// The POST forms of info and provider are the spec's; the GETs are the same reads for the SPA's cache.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { dbId } from '../http/db-id.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { FiscalError } from '../fiscal/provider.ts';
import { closeShift } from '../fiscal/service.ts';
import { fiscalDb } from '../fiscal/tables.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { CertificateError, readCertificate } from './certificate.ts';
import { saveRegister, type RegisterBody } from './save.ts';
import { cashboxSummary, infoView } from './view.ts';

const BASE = '/merchant/cashboxes';
export const CERT_UPLOAD = { maxBytes: 64 * 1024, kinds: ['pem', 'der'], kindsText: 'PEM or DER certificate' } as const;
const STATES = { activate: 'active', disable: 'disabled' } as const;

type MerchantParams = { merchant?: unknown; id?: unknown };

export function cashboxRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = fiscalDb(ctx.db);
  const provider = ctx.fiscal;

  const access = async (request: FastifyRequest, level: 'read' | 'edit') => {
    const user = await requireUser(ctx.db, request);
    const { merchant: id } = request.params as MerchantParams;
    const a = await loadMerchantAccess(ctx.db, user.id, id, 'cash_registers', level);
    return { user, merchant: a.merchant, canEdit: allows(a.privileges.cash_registers, 'edit') };
  };
  const registerOf = (merchantId: number) => db.selectFrom('cashboxes').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();

  api.get(`${BASE}/list/`, async (request) => {
    const user = await requireUser(ctx.db, request);
    const rows = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .leftJoin('cashboxes as c', 'c.merchant_id', 'm.id')
      .where('mu.user_id', '=', user.id).where('mu.view', '=', 'cash_registers')
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.status', 'm.country', 'mu.level', 'c.id as cashbox_id'])
      .orderBy('m.name').orderBy('m.id').execute();
    const ids = rows.flatMap((r) => (r.cashbox_id === null ? [] : [r.cashbox_id]));
    const boxes = ids.length ? await db.selectFrom('cashboxes').selectAll().where('id', 'in', ids).execute() : [];
    const byId = new Map(boxes.map((c) => [c.id, c]));
    const data = rows.map((r) => {
      const c = r.cashbox_id === null ? undefined : byId.get(r.cashbox_id);
      return { id: r.id, merchant_id: r.merchant_id, name: r.name, status: r.status, country: r.country, can_edit: r.level === 'edit', cashbox: c ? cashboxSummary(c) : null };
    });
    // Every card on one page (the list file says paged: false); the paginator makes it a list reply.
    return { data, paginator: { page: 1, pages: 1, limit: data.length, count: data.length } };
  });

  const info = async (request: FastifyRequest) => {
    const a = await access(request, 'read');
    const id = dbId((request.params as MerchantParams).id);
    const c = await registerOf(a.merchant.id);
    if (!c || c.id !== id) throw notFound();
    return infoView(db, a.merchant, c, c.provider === provider.name ? provider.form : null, a.canEdit, new Date());
  };
  api.get(`${BASE}/:merchant/info/:id/`, info);
  api.post(`${BASE}/:merchant/info/:id/`, info);

  const providerConfig = async (request: FastifyRequest) => {
    const a = await access(request, 'read');
    const c = await registerOf(a.merchant.id);
    const values = c
      ? { case_reg_num: c.case_reg_num, cashier_fio: c.cashier_fio, company_name: c.company_name, point_name: c.point_name, point_addr: c.point_addr,
        tin: c.tin, ipn: c.ipn, nds_taxprc: c.nds_taxprc, client_cer: c.cert_pem, activate: c.status === 'active' }
      : { activate: true };
    return {
      merchant: { id: a.merchant.id, merchant_id: a.merchant.merchant_id, name: a.merchant.name, country: a.merchant.country },
      cashbox_id: c?.id ?? null,
      current_provider: c?.provider ?? provider.name,
      choices: [{ value: provider.name, label: provider.form.label }],
      fields: provider.form.fields, required: provider.form.required, readonly: provider.form.readonly,
      values,
      cert: c ? { pszSubjCN: c.cert_subject_cn, TaxObjects: c.tax_objects } : null,
      can_edit: a.canEdit,
    };
  };
  api.get(`${BASE}/:merchant/provider/`, providerConfig);
  api.post(`${BASE}/:merchant/provider/`, providerConfig);

  api.post(`${BASE}/:merchant/provider/:provider/`, async (request) => {
    const a = await access(request, 'edit');
    const { provider: name } = request.params as { provider: string };
    const body = validateBody<RegisterBody & { merchant?: unknown; provider?: unknown }>('cashbox_register', request.body);
    if (name !== provider.name) throw badRequest([['provider', 'Unknown cash register provider']]);
    const { merchant: _m, provider: _p, ...values } = body;
    const c = await saveRegister(db, provider, a.merchant, values, new Date());
    return {
      id: c.id, status: c.status,
      message: c.status === 'active' ? 'The cash register is connected and active' : 'The cash register is connected',
      redirect: `/taxes/info/${a.merchant.id}/${c.id}`,
    };
  });

  api.post(`${BASE}/:merchant/certs/`, { config: { multipart: true } }, async (request) => {
    await access(request, 'edit');
    const upload = await readUpload(request, CERT_UPLOAD);
    try {
      const cert = readCertificate(upload.data);
      return { pszSubjCN: cert.pszSubjCN, TaxObjects: cert.TaxObjects, valid_to: cert.validTo.toISOString(), client_cer: cert.pem };
    } catch (e) {
      if (e instanceof CertificateError) throw badRequest(e.message);
      throw e;
    }
  });

  api.post(`${BASE}/:merchant/shift/close/`, async (request) => {
    const a = await access(request, 'edit');
    const result = await db.transaction().execute(async (trx) => {
      const c = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', a.merchant.id).forUpdate().executeTakeFirst();
      if (!c) throw notFound();
      try {
        return await closeShift(trx, provider, c, 'manual', new Date());
      } catch (e) {
        if (e instanceof FiscalError) throw badRequest(e.message);
        throw e;
      }
    });
    if (!result) throw badRequest('No shift is open');
    return { message: `Shift ${result.number} closed, Z-report ${result.z_report_number}`, z_report: { ...result, sales_total: (result.sales_total / 100).toFixed(2), refunds_total: (result.refunds_total / 100).toFixed(2) } };
  });

  const toggle = (state: keyof typeof STATES) => async (request: FastifyRequest) => {
    const a = await access(request, 'edit');
    const status = STATES[state];
    const c = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', a.merchant.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (status === 'active' && row.cert_valid_to.getTime() < Date.now()) throw badRequest('The cashier certificate has expired');
      return trx.updateTable('cashboxes').set({ status, updated_at: new Date() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    });
    return { id: c.id, status: c.status, message: status === 'active' ? 'The cash register is active' : 'The cash register is disabled: payments are not taxed' };
  };
  // The spec's POST {merchant}/{state}/, one route per state.
  api.post(`${BASE}/:merchant/activate/`, toggle('activate'));
  api.post(`${BASE}/:merchant/disable/`, toggle('disable'));

  api.get(`${BASE}/errors/`, async (request) => {
    const user = await requireUser(ctx.db, request);
    const rows = await db.selectFrom('fiscal_errors as e').innerJoin('merchants as m', 'm.id', 'e.merchant_id')
      .innerJoin('merchant_users as mu', (j) => j.onRef('mu.merchant_id', '=', 'e.merchant_id').on('mu.user_id', '=', user.id).on('mu.view', '=', 'cash_registers'))
      .select(['m.id as merchant', 'm.name as merchant_name', 'e.code', 'e.message', 'e.point_of_sale',
        sql<Date>`min(e.occurred_at)`.as('check_from'), sql<Date>`max(e.occurred_at)`.as('check_to'), sql<number>`count(*)`.as('count')])
      .groupBy(['m.id', 'm.name', 'e.code', 'e.message', 'e.point_of_sale'])
      .orderBy(sql`max(e.occurred_at)`, 'desc').limit(500).execute();
    return {
      data: rows.map((r, i) => ({
        id: i + 1, merchant: r.merchant, merchant_name: r.merchant_name, code: r.code, description: r.message, point_name: r.point_of_sale,
        check_from: new Date(r.check_from).toISOString(), check_to: new Date(r.check_to).toISOString(), count: Number(r.count),
      })),
    };
  });
}
