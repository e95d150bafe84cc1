// The fiscal provider: the software cash register service that issues fiscal receipts, opens and
// closes shifts and answers Z-reports. The portal talks to it only through this interface; the
// stand-in (standin.ts) ships, a real one is an adapter named in select.ts (FISCAL_PROVIDER).
// The provider is called inside the caller's transaction (the worker holds only its job row and the
// payment row), so it must answer quickly or throw; a thrown FiscalError is recorded in fiscal_errors.

/** What the add form shows for this provider (spec 001 s.3 "Cashbox": fields, required, readonly). */
export type ProviderForm = { label: string; fields: string[]; required: string[]; readonly: string[] };

/** The register as the provider knows it. */
export type Register = {
  regNum: string;
  currency: string;
  certValidTo: Date;
  cashier: string;
  pointName: string;
};

export type ReceiptRequest = {
  kind: 'sale' | 'refund';
  /** Minor units. */
  amount: number;
  currency: string;
  paymentId: number;
  /** The open shift's number and how many receipts it holds already. */
  shiftNumber: number;
  shiftReceipts: number;
};

export type ShiftTotals = { number: number; receipts: number; sales: number; refunds: number; currency: string };

/** A refusal of the provider: `code` is stable (error log, special report 657), `message` for people. */
export class FiscalError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface FiscalProvider {
  name: string;
  form: ProviderForm;
  /** Checks a register before it is saved (the certificate still valid, the number known): throws FiscalError. */
  register(register: Register, now: Date): Promise<void>;
  /** A fiscal receipt: its fiscal number. */
  issueReceipt(register: Register, receipt: ReceiptRequest, now: Date): Promise<{ fiscalNumber: string }>;
  /** Closes a shift: the Z-report's number. */
  closeShift(register: Register, totals: ShiftTotals, now: Date): Promise<{ zReportNumber: string }>;
}
