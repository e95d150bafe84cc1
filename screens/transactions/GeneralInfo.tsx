// General info of a payment: label / value pairs, formatted like list cells.
import { useTranslation } from 'react-i18next';
import { Group, Stack, StatusBadge, Text, formatValue, type ColumnDef } from '../../engine';
import type { Payment } from './payment';

type Field = Pick<ColumnDef, 'field' | 'label' | 'format' | 'currencyField'>;

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
];

export function GeneralInfo({ payment }: { payment: Payment }) {
  const { t } = useTranslation('transactions');
  const row = { ...payment, merchant: payment.merchant?.name } as Record<string, unknown>;
  const value = (f: Field) => {
    if (f.format === 'badge') return <StatusBadge value={row[f.field]} />;
    const text = formatValue(row[f.field], f.format ?? 'text', { empty: '---' });
    return f.currencyField && text !== '---' ? `${text} ${String(row[f.currencyField] ?? '')}` : text;
  };
  return (
    <Stack gap={6} data-testid="payment-general">
      {[...FIELDS, { field: 'merchant', label: 'Merchant' }].map((f) => (
        <Group key={f.field} gap="md" wrap="nowrap">
          <Text c="dimmed" w={200}>
            {t(f.label)}
          </Text>
          <Text component="div">{value(f)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
