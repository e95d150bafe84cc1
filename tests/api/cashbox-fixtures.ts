// A connected, active cash register for a merchant (the test certificate of
// server/cashbox/fixtures/), written directly: for tests of other areas that fiscalize payments.
import type { Db } from '../../server/db/connect.ts';
import { readCertificate } from '../../server/cashbox/certificate.ts';
import { testCertificate } from '../../server/cashbox/seed.ts';
import { fiscalDb } from '../../server/fiscal/tables.ts';

export async function connectTestRegister(db: Db, merchantId: number, currency: string, regNum = '4000123456'): Promise<number> {
  const cert = readCertificate(testCertificate());
  const o = cert.TaxObjects[0];
  const row = await fiscalDb(db).insertInto('cashboxes').values({
    merchant_id: merchantId, provider: 'standin', status: 'active', case_reg_num: regNum, company_name: o.OrgName, point_name: 'Test point',
    point_addr: o.Address, tin: o.Tin, ipn: o.Ipn, nds_taxprc: '20', cashier_fio: cert.pszSubjCN, currency, cert_pem: cert.pem,
    cert_subject_cn: cert.pszSubjCN, cert_valid_to: cert.validTo, tax_objects: JSON.stringify(cert.TaxObjects), updated_at: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
