// Demo data of the cash registers: the UA demo merchant's register connected with the test
// certificate (server/cashbox/fixtures/test-cashier.pem), a closed shift with its Z-report holding
// three receipts, an open shift of today with two more, and one error in the log (/taxes/errors).
import { readFileSync } from 'node:fs';
import type { Db } from '../db/connect.ts';
import { fiscalDb } from '../fiscal/tables.ts';
import { readCertificate } from './certificate.ts';

export const TEST_CERTIFICATE_PATH = new URL('./fixtures/test-cashier.pem', import.meta.url);
export const testCertificate = () => readFileSync(TEST_CERTIFICATE_PATH, 'utf8');

export async function seedDemoCashbox(db: Db, merchantId: number, now = new Date()): Promise<void> {
  const f = fiscalDb(db);
  const point = 'Bookshop on Khreshchatyk';
  const cert = readCertificate(testCertificate(), now);
  const object = cert.TaxObjects[0];
  const regNum = object.TransactionsRegistrars[0].NumFiscal;
  const merchant = await db.selectFrom('merchants').select('currencies').where('id', '=', merchantId).executeTakeFirstOrThrow();
  const currency = merchant.currencies[0];
  const box = await f.insertInto('cashboxes').values({
    merchant_id: merchantId, provider: 'standin', status: 'active', case_reg_num: regNum, company_name: object.OrgName, point_name: point,
    point_addr: object.Address, tin: object.Tin, ipn: object.Ipn, nds_taxprc: '20', cashier_fio: cert.pszSubjCN, currency,
    cert_pem: cert.pem, cert_subject_cn: cert.pszSubjCN, cert_valid_to: cert.validTo, tax_objects: JSON.stringify(cert.TaxObjects), updated_at: now,
  }).returningAll().executeTakeFirstOrThrow();
  const payments = await db.selectFrom('payments').select(['id', 'capture_amount', 'reversal_amount', 'currency', 'created_at'])
    .where('merchant_id', '=', merchantId).where('status', '=', 'approved').where('currency', '=', currency).where('capture_amount', '>', 0)
    .orderBy('created_at', 'desc').limit(5).execute();
  const closed = payments.slice(2).reverse();
  const open = payments.slice(0, 2).reverse();
  const shift = async (number: number, list: typeof payments, openedAt: Date, closedAt: Date | null) => {
    const total = list.reduce((s, p) => s + p.capture_amount - p.reversal_amount, 0);
    const row = await f.insertInto('fiscal_shifts').values({
      merchant_id: merchantId, cashbox_id: box.id, number, opened_at: openedAt, closed_at: closedAt, receipts_count: list.length, sales_total: total,
      refunds_total: 0, currency, z_report_number: closedAt ? `Z-${regNum}-${number}` : null, closed_by: closedAt ? 'daily' : null,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [i, p] of list.entries()) {
      const fiscalNumber = `${regNum}-${number}-${i + 1}`;
      const amount = p.capture_amount - p.reversal_amount;
      await f.insertInto('fiscal_receipts').values({
        merchant_id: merchantId, cashbox_id: box.id, shift_id: row.id, payment_id: p.id, fiscal_number: fiscalNumber, kind: 'sale', amount, currency, issued_at: p.created_at,
      }).execute();
      await f.insertInto('payment_events').values({
        payment_id: p.id, type: 'fiscalize', user_id: null, amount, currency, details: JSON.stringify({ fiscal_number: fiscalNumber }), created_at: p.created_at,
      }).execute();
    }
  };
  if (closed.length) await shift(1, closed, closed[0].created_at, new Date(closed[closed.length - 1].created_at.getTime() + 3_600_000));
  await shift(closed.length ? 2 : 1, open, now, null);
  await f.insertInto('fiscal_errors').values({
    merchant_id: merchantId, cashbox_id: box.id, payment_id: null, occurred_at: new Date(now.getTime() - 2 * 3_600_000), code: 'amount_limit',
    message: 'The receipt amount is over the register limit of 1000000.00', point_of_sale: point,
  }).execute();
}
