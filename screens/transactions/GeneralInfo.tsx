// General info of a payment: label / value pairs, formatted like list cells.
import { FieldPairs, type Field } from './FieldPairs';
import type { Payment } from './payment';

const FIELDS: Field[] = [
  { field: 'id', label: 'ID' },
  { field: 'order_id', label: 'Order ID' },
  { field: 'created', label: 'Date', format: 'datetime' },
  { field: 'status', label: 'Status', format: 'badge' },
  { field: 'processing_status', label: 'Processing status', format: 'badge' },
  { field: 'tran_type', label: 'Type', format: 'badge' },
  { field: 'amount', label: 'Amount', format: 'amount', currencyField: 'v_currency' },
  { field: 'actual_amount', label: 'Actual amount', format: 'amount', currencyField: 'v_actual_currency' },
  { field: 'capture_amount', label: 'Captured', format: 'amount', currencyField: 'v_currency' },
  { field: 'reversal_amount', label: 'Refunded', format: 'amount', currencyField: 'v_currency' },
  { field: 'settlement_amount', label: 'Settlement amount', format: 'amount', currencyField: 'v_currency' },
  { field: 'client_fee', label: 'Client fee', format: 'amount', currencyField: 'v_currency' },
  { field: 'card', label: 'Card' },
  { field: 'sender_email', label: 'Customer e-mail' },
  { field: 'ps_tran_id', label: 'Payment system ID' },
  { field: 'rectoken', label: 'Card token' },
  { field: 'fiscal_status', label: 'Fiscal status', format: 'badge' },
  { field: 'merchant', label: 'Merchant' },
];

export function GeneralInfo({ payment }: { payment: Payment }) {
  const row = { ...payment, merchant: payment.merchant?.name } as Record<string, unknown>;
  return <FieldPairs fields={FIELDS} row={row} testId="payment-general" />;
}
