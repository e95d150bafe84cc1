// /transactions/payments/info/{id}/{general,history,bwlist}: the payment (status badge, currency
// conversion line, general info), its actions, its history and its black/white list. The record is
// read through the engine (useRecord) with the Payment tag of schemas/endpoints/payments.json, which
// every payment action invalidates: the page shows the new state with no refetch of its own.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Card,
  DataTable,
  Group,
  Loader,
  ModalHostProvider,
  SchemaFormSlot,
  Stack,
  StatusBadge,
  TabGroup,
  Text,
  TextsNamespace,
  Title,
  formatAmount,
  useRecord,
  type ColumnDef,
} from '../../engine';
import type { ScreenProps } from '../registry';
import { Bwlist } from './Bwlist';
import { GeneralInfo } from './GeneralInfo';
import { PaymentActions } from './PaymentActions';
import { showConversion, type PaymentInfoReply } from './payment';

const HISTORY_COLUMNS: ColumnDef[] = [
  { field: 'created', label: 'Date', format: 'datetime' },
  { field: 'action', label: 'Action' },
  { field: 'amount', label: 'Amount', format: 'amount', currencyField: 'currency', align: 'right' },
  { field: 'status', label: 'Status', format: 'badge' },
  { field: 'user', label: 'User' },
];

function PaymentPage({ title }: ScreenProps) {
  const { t } = useTranslation('transactions');
  const { id = '', type = 'general' } = useParams();
  const record = useRecord<PaymentInfoReply>('payments.info', { pathParams: { id } });
  const payment = record.data?.data;
  if (!payment) {
    return record.error ? (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    ) : (
      <Loader />
    );
  }
  const history = (record.data?.history ?? [])
    .slice()
    .reverse()
    .map((e) => ({
      id: e.id,
      created: e.created,
      action: t(`history.${e.type}`, { defaultValue: e.type }),
      amount: e.amount,
      currency: e.currency,
      status: typeof e.details.status === 'string' ? e.details.status : null,
      user: e.user?.email ?? null,
    }));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2}>
            {title} {payment.order_id}
          </Title>
          <span data-testid="payment-status">
            <StatusBadge value={payment.status} />
          </span>
        </Group>
        <Text fw={600}>
          {formatAmount(payment.amount)} {payment.v_currency}
        </Text>
      </Group>
      {showConversion(payment.conversion) && (
        <Text data-testid="conversion">
          {t('Currency conversion')}: {formatAmount(payment.conversion.amount)}{' '}
          {payment.conversion.currency_from} → {formatAmount(payment.conversion.amount_to)}{' '}
          {payment.conversion.currency_to} ({t('rate')} {payment.conversion.conversion_rate})
        </Text>
      )}
      <PaymentActions payment={payment} onDownloaded={record.refetch} />
      <TabGroup group="transactions_payment_info">
        <Card withBorder mt="md">
          {type === 'history' ? (
            <div data-testid="payment-history">
              <DataTable columns={HISTORY_COLUMNS} rows={history} emptyText={t('No history yet')} />
            </div>
          ) : type === 'bwlist' ? (
            <Bwlist payment={payment} />
          ) : (
            <GeneralInfo payment={payment} />
          )}
        </Card>
      </TabGroup>
    </Stack>
  );
}

export default function PaymentInfo(props: ScreenProps) {
  return (
    <TextsNamespace.Provider value="transactions">
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <PaymentPage {...props} />
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
