// Saving a cash register (POST /merchant/cashboxes/{merchant}/provider/{provider}/, form
// cashbox_register): the certificate is read again on the server (the browser's copy is never
// trusted), the register number must be one of its registrars, the readonly fields come from its
// tax object, the provider's required fields are checked and the provider accepts the register.
// Each database step runs in a transaction of its own (`write`: the call's step): the look-up of a
// register taken by another merchant, then the provider's registration outside any transaction (a
// remote service), then the write, which locks the register row so a save, a toggle and the worker
// never interleave.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { FiscalError, type FiscalProvider } from '../fiscal/provider.ts';
import { openShiftOf } from '../fiscal/service.ts';
import type { FiscalTrx, TaxObject } from '../fiscal/tables.ts';
import { CertificateError, readCertificate } from './certificate.ts';

export type RegisterBody = {
  case_reg_num: string; cashier_fio?: string; company_name?: string; point_name?: string; point_addr?: string;
  tin?: string; ipn?: string; nds_taxprc?: string; client_cer: string; activate?: boolean;
};

type Merchant = Selectable<Database['merchants']>;
const REQUIRED = 'field is required';
const TAKEN = 'This register is connected to another merchant';

/** The tax object holding the register number (else the only one when it lists no registrars). */
function taxObjectOf(objects: TaxObject[], regNum: string): TaxObject | null {
  const hit = objects.find((o) => o.TransactionsRegistrars.some((r) => r.NumFiscal === regNum));
  if (hit) return hit;
  const none = objects.every((o) => o.TransactionsRegistrars.length === 0);
  return none ? objects[0] ?? null : null;
}

/** Runs one write in a transaction of its own (the call's `step`). */
export type WriteStep = <T>(work: (trx: FiscalTrx) => Promise<T>) => Promise<T>;

export async function saveRegister(write: WriteStep, provider: FiscalProvider, merchant: Merchant, body: RegisterBody, now: Date) {
  let cert;
  try {
    cert = readCertificate(body.client_cer, now);
  } catch (e) {
    if (e instanceof CertificateError) throw badRequest([['client_cer', e.message]]);
    throw e;
  }
  const object = taxObjectOf(cert.TaxObjects, body.case_reg_num);
  if (!object) throw badRequest([['case_reg_num', 'The certificate has no register with this fiscal number']]);
  const values: Record<string, string> = {
    case_reg_num: body.case_reg_num, cashier_fio: body.cashier_fio?.trim() || cert.pszSubjCN,
    company_name: body.company_name ?? '', point_name: body.point_name ?? '', point_addr: body.point_addr ?? '',
    tin: body.tin ?? '', ipn: body.ipn ?? '', nds_taxprc: body.nds_taxprc ?? '',
  };
  // Readonly fields are the certificate's: what the browser sent for them does not count.
  const fromCert: Record<string, string> = { company_name: object.OrgName, tin: object.Tin, ipn: object.Ipn, point_addr: object.Address };
  for (const f of provider.form.readonly) if (f in fromCert) values[f] = fromCert[f];
  const missing = provider.form.required.filter((f) => !values[f]?.trim());
  if (missing.length) throw badRequest(missing.map((f) => [f, REQUIRED] as [string, string]));
  const currency = merchant.currencies[0];
  if (!currency) throw badRequest('The merchant has no currency');
  try {
    await provider.register({ regNum: values.case_reg_num, currency, certValidTo: cert.validTo, cashier: values.cashier_fio, pointName: values.point_name }, now);
  } catch (e) {
    if (e instanceof FiscalError) throw badRequest([['client_cer', e.message]]);
    throw e;
  }
  const status = body.activate === false ? 'disabled' : 'active';
  const row = {
    provider: provider.name, status, case_reg_num: values.case_reg_num, company_name: values.company_name, point_name: values.point_name,
    point_addr: values.point_addr, tin: values.tin, ipn: values.ipn, nds_taxprc: values.nds_taxprc, cashier_fio: values.cashier_fio,
    currency, cert_pem: cert.pem, cert_subject_cn: cert.pszSubjCN, cert_valid_to: cert.validTo, tax_objects: JSON.stringify(cert.TaxObjects), updated_at: now,
  } as const;
  const taken = await write((trx) => trx.selectFrom('cashboxes').select('id').where('case_reg_num', '=', row.case_reg_num).where('merchant_id', '<>', merchant.id).executeTakeFirst());
  if (taken) throw badRequest([['case_reg_num', TAKEN]]);
  return write(async (trx) => {
    const had = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', merchant.id).forUpdate().executeTakeFirst();
    if (!had) {
      return trx.insertInto('cashboxes').values({ merchant_id: merchant.id, ...row }).returningAll().executeTakeFirstOrThrow();
    }
    if (had.case_reg_num !== row.case_reg_num && (await openShiftOf(trx, had.id))) {
      throw badRequest([['case_reg_num', 'Close the shift before changing the register number']]);
    }
    return trx.updateTable('cashboxes').set(row).where('id', '=', had.id).returningAll().executeTakeFirstOrThrow();
  }).catch((e: unknown) => {
    // Another merchant connected the same register at the same moment (the unique index decided).
    if ((e as { code?: string }).code === '23505') throw badRequest([['case_reg_num', TAKEN]]);
    throw e;
  });
}
