// The stand-in fiscal provider: deterministic, no network. Fiscal numbers are the register number,
// the shift number and the receipt's place in the shift (`{regNum}-{shift}-{n}`); a Z-report is
// `Z-{regNum}-{shift}`. It refuses, like a real register would (README "Fiscal provider"):
// - a register whose certificate has expired ('certificate_expired');
// - a receipt in another currency than the register's ('currency_not_supported');
// - a receipt over 1 000 000.00 ('amount_limit').
import { FiscalError, type FiscalProvider } from './provider.ts';

export const STANDIN_AMOUNT_LIMIT = 100_000_000;

const FIELDS = ['case_reg_num', 'cashier_fio', 'company_name', 'point_name', 'point_addr', 'tin', 'ipn', 'nds_taxprc'];

export function standinFiscalProvider(): FiscalProvider {
  const checkCert = (validTo: Date, now: Date) => {
    if (validTo.getTime() < now.getTime()) throw new FiscalError('certificate_expired', 'The cashier certificate has expired');
  };
  return {
    name: 'standin',
    form: {
      label: 'Test cash register (stand-in)',
      fields: FIELDS,
      required: ['case_reg_num', 'cashier_fio', 'company_name', 'point_name', 'point_addr', 'tin'],
      // Filled from the certificate's tax object: the register cannot claim another company.
      readonly: ['company_name', 'tin', 'ipn'],
    },
    async register(r, now) {
      checkCert(r.certValidTo, now);
    },
    async issueReceipt(r, receipt, now) {
      checkCert(r.certValidTo, now);
      if (receipt.currency !== r.currency) throw new FiscalError('currency_not_supported', `The register takes ${r.currency} only, not ${receipt.currency}`);
      if (receipt.amount > STANDIN_AMOUNT_LIMIT) throw new FiscalError('amount_limit', 'The receipt amount is over the register limit of 1000000.00');
      return { fiscalNumber: `${r.regNum}-${receipt.shiftNumber}-${receipt.shiftReceipts + 1}` };
    },
    async closeShift(r, totals) {
      return { zReportNumber: `Z-${r.regNum}-${totals.number}` };
    },
  };
}
