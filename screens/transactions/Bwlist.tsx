// The black/white list tab of a payment (/transactions/payments/info/{id}/bwlist; spec 002 s.2, s.7):
// the payment's card and customer e-mail, the list each is on and until when (GET {id}/bwlist/),
// and Change (schemas/modals/payment_bwlist_change.json: the bwlist_change form, period x amount).
// Both calls carry the Payment tag, so a change refetches this view and the payment's history.
import { useTranslation } from 'react-i18next';
import { Alert, Button, DataTable, Group, Loader, Stack, useModalHost, useRecord, type ColumnDef } from '../../engine';
import type { Payment } from './payment';

export interface BwlistEntry {
  field: string;
  value: string;
  list: string;
  expires_at: string;
}

export interface BwlistView {
  order_id: string;
  merchant: number;
  card: string | null;
  email: string | null;
  entries: BwlistEntry[];
  can_change: boolean;
}

const COLUMNS: ColumnDef[] = [
  { field: 'label', label: 'What to list' },
  { field: 'value', label: 'Value' },
  { field: 'list', label: 'List', format: 'badge' },
  { field: 'expires_at', label: 'Until', format: 'datetime' },
];

const FIELDS = [
  { field: 'card', label: 'Card' },
  { field: 'email', label: 'Customer e-mail' },
] as const;

/** One row per value the payment has (card, e-mail), with its live entry when listed. */
export function bwlistRows(view: BwlistView, t: (s: string) => string) {
  return FIELDS.flatMap(({ field, label }) => {
    const value = view[field];
    if (!value) return [];
    const entry = view.entries.find((e) => e.field === field);
    return [{ id: field, label: t(label), value, list: entry?.list ?? null, expires_at: entry?.expires_at ?? null }];
  });
}

export function Bwlist({ payment }: { payment: Payment }) {
  const { t } = useTranslation('transactions');
  const host = useModalHost();
  const record = useRecord<{ data: BwlistView }>('payments.bwlist', { pathParams: { id: payment.id } });
  const view = record.data?.data;
  if (!view) {
    return record.error ? (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    ) : (
      <Loader size="sm" />
    );
  }
  const change = () =>
    void host.openModal('payment_bwlist_change', {
      initialData: {
        order_id: view.order_id,
        merchant: view.merchant,
        field: view.card ? 'card' : 'email',
        list: 'black',
        period: 86400,
        amount: 1,
      },
    });
  return (
    <Stack gap="sm" data-testid="payment-bwlist">
      <DataTable columns={COLUMNS} rows={bwlistRows(view, t)} />
      {view.can_change && (
        <Group>
          <Button variant="light" onClick={change}>
            {t('Change list')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
