// Handlers of the online cash register calls (schemas/endpoints/cashboxes.json; spec 001 s.2, s.7
// "Cashboxes"), privilege cash_registers per merchant (the file's access): the cards of every
// merchant the user sees, the register's info, the provider's form, saving (the fiscal provider
// registers the register first), the certificate's reading, the shift's close and the toggle, and
// the error log. The POST forms of info and provider are the spec's; the GETs are the same reads for
// the SPA's cache.
import { sql } from 'kysely';
import { dbId } from '../http/db-id.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers, type ReadCall } from '../http/handler-types.ts';
import { allows } from '../merchant/views.ts';
import { FiscalError } from '../fiscal/provider.ts';
import { closeShift } from '../fiscal/service.ts';
import { fiscalDb, type FiscalTrx } from '../fiscal/tables.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { CertificateError, readCertificate } from './certificate.ts';
import { saveRegister, type RegisterBody } from './save.ts';
import { cashboxSummary, infoView } from './view.ts';

export const CERT_UPLOAD = { maxBytes: 64 * 1024, kinds: ['pem', 'der'], kindsText: 'PEM or DER certificate' } as const;
const STATES = { activate: 'active', disable: 'disabled' } as const;

const registerOf = (call: ReadCall) =>
  fiscalDb(call.db).selectFrom('cashboxes').selectAll().where('merchant_id', '=', call.access.merchant.id).executeTakeFirst();
const canEdit = (call: ReadCall) => allows(call.access.privileges.cash_registers, 'edit');
/** The same transaction with the fiscal tables' types (withTables only widens the types). */
const fiscalTrx = (trx: ReadCall['db']) => fiscalDb(trx) as FiscalTrx;

export const cashboxHandlers = defineHandlers('cashboxes', ({ fiscal: provider }) => {
  const info = async (call: ReadCall) => {
    const id = dbId((call.request.params as { id?: unknown }).id);
    const c = await registerOf(call);
    if (!c || c.id !== id) throw notFound();
    return infoView(fiscalDb(call.db), call.access.merchant, c, c.provider === provider.name ? provider.form : null, canEdit(call), new Date());
  };

  const providerConfig = async (call: ReadCall) => {
    const { merchant } = call.access;
    const c = await registerOf(call);
    const values = c
      ? { case_reg_num: c.case_reg_num, cashier_fio: c.cashier_fio, company_name: c.company_name, point_name: c.point_name, point_addr: c.point_addr,
        tin: c.tin, ipn: c.ipn, nds_taxprc: c.nds_taxprc, client_cer: c.cert_pem, activate: c.status === 'active' }
      : { activate: true };
    return {
      merchant: { id: merchant.id, merchant_id: merchant.merchant_id, name: merchant.name, country: merchant.country },
      cashbox_id: c?.id ?? null,
      current_provider: c?.provider ?? provider.name,
      choices: [{ value: provider.name, label: provider.form.label }],
      fields: provider.form.fields, required: provider.form.required, readonly: provider.form.readonly,
      values,
      cert: c ? { pszSubjCN: c.cert_subject_cn, TaxObjects: c.tax_objects } : null,
      can_edit: canEdit(call),
    };
  };

  /** The spec's POST {merchant}/{state}/, one call per state; the register row locked. */
  const toggle = (state: keyof typeof STATES) => async ({ db, access }: { db: ReadCall['db']; access: ReadCall['access'] }) => {
    const status = STATES[state];
    const trx = fiscalDb(db);
    const row = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', access.merchant.id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (status === 'active' && row.cert_valid_to.getTime() < Date.now()) throw badRequest('The cashier certificate has expired');
    const c = await trx.updateTable('cashboxes').set({ status, updated_at: new Date() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return { id: c.id, status: c.status, message: status === 'active' ? 'The cash register is active' : 'The cash register is disabled: payments are not taxed' };
  };

  return {
    list: async ({ db, request }) => {
      const rows = await fiscalDb(db).selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
        .leftJoin('cashboxes as c', 'c.merchant_id', 'm.id')
        .where('mu.user_id', '=', request.auth!.userId).where('mu.view', '=', 'cash_registers')
        .select(['m.id', 'm.merchant_id', 'm.name', 'm.status', 'm.country', 'mu.level', 'c.id as cashbox_id'])
        .orderBy('m.name').orderBy('m.id').execute();
      const ids = rows.flatMap((r) => (r.cashbox_id === null ? [] : [r.cashbox_id]));
      const boxes = ids.length ? await fiscalDb(db).selectFrom('cashboxes').selectAll().where('id', 'in', ids).execute() : [];
      const byId = new Map(boxes.map((c) => [c.id, c]));
      const data = rows.map((r) => {
        const c = r.cashbox_id === null ? undefined : byId.get(r.cashbox_id);
        return { id: r.id, merchant_id: r.merchant_id, name: r.name, status: r.status, country: r.country, can_edit: r.level === 'edit', cashbox: c ? cashboxSummary(c) : null };
      });
      // Every card on one page (the list file says paged: false); the paginator makes it a list reply.
      return { data, paginator: { page: 1, pages: 1, limit: data.length, count: data.length } };
    },

    info,
    infoPost: info,
    provider: providerConfig,
    providerPost: providerConfig,

    save: async (call) => {
      const { provider: name } = call.request.params as { provider: string };
      const body = call.body as RegisterBody & { merchant?: unknown };
      if (name !== provider.name) throw badRequest([['provider', 'Unknown cash register provider']]);
      const { merchant: _m, ...values } = body;
      const c = await saveRegister((work) => call.step((trx) => work(fiscalTrx(trx))), provider, call.access.merchant, values, new Date());
      return {
        id: c.id, status: c.status,
        message: c.status === 'active' ? 'The cash register is connected and active' : 'The cash register is connected',
        redirect: `/taxes/info/${call.access.merchant.id}/${c.id}`,
      };
    },

    certs: async ({ request }) => {
      const upload = await readUpload(request, CERT_UPLOAD);
      try {
        const cert = readCertificate(upload.data);
        return { pszSubjCN: cert.pszSubjCN, TaxObjects: cert.TaxObjects, valid_to: cert.validTo.toISOString(), client_cer: cert.pem };
      } catch (e) {
        if (e instanceof CertificateError) throw badRequest(e.message);
        throw e;
      }
    },

    // The register row locked; the provider closes the shift under that lock (server/fiscal/service.ts).
    closeShift: async ({ db, access }) => {
      const trx = fiscalTrx(db);
      const c = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', access.merchant.id).forUpdate().executeTakeFirst();
      if (!c) throw notFound();
      let result;
      try {
        result = await closeShift(trx, provider, c, 'manual', new Date());
      } catch (e) {
        if (e instanceof FiscalError) throw badRequest(e.message);
        throw e;
      }
      if (!result) throw badRequest('No shift is open');
      return { message: `Shift ${result.number} closed, Z-report ${result.z_report_number}`, z_report: { ...result, sales_total: (result.sales_total / 100).toFixed(2), refunds_total: (result.refunds_total / 100).toFixed(2) } };
    },

    activate: toggle('activate'),
    disable: toggle('disable'),

    errors: async ({ db, request }) => {
      const rows = await fiscalDb(db).selectFrom('fiscal_errors as e').innerJoin('merchants as m', 'm.id', 'e.merchant_id')
        .innerJoin('merchant_users as mu', (j) => j.onRef('mu.merchant_id', '=', 'e.merchant_id').on('mu.user_id', '=', request.auth!.userId).on('mu.view', '=', 'cash_registers'))
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
    },
  };
});
