// /transactions/settlements/info/{odb_ref}: the settlement (read from the bulk list by its reference)
// its currencies (schemas/lists/settlement_currencies.json) and the settled payments of its period
// (the transactional list, limited to period_from..period_to).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Card,
  DataList,
  Group,
  Loader,
  ModalHostProvider,
  PageViews,
  SchemaFormSlot,
  Stack,
  StatusBadge,
  Text,
  TextsNamespace,
  Title,
  formatValue,
  lists,
  usePageParams,
  useRecord,
} from '../../engine';
import type { ScreenProps } from '../registry';
import { CurrenciesSection } from './SettlementCurrencies';

interface Settlement {
  odb_ref: string;
  period_from: string;
  period_to: string;
  status: string;
  settlement_currency: string;
  [field: string]: unknown;
}

const AMOUNTS = [
  'amount',
  'payments',
  'refunds',
  'deposits',
  'chargebacks',
  'fees',
  'fee_oplata',
  'settlement_amount',
];
const LABELS: Record<string, string> = {
  amount: 'Amount',
  payments: 'Payments',
  refunds: 'Refunds',
  deposits: 'Rolling reserve',
  chargebacks: 'Chargebacks',
  fees: 'Fees',
  fee_oplata: 'Fee',
  settlement_amount: 'Settlement amount',
};

function SettlementPage({ title }: ScreenProps) {
  const { t } = useTranslation('transactions');
  const { id = '' } = useParams();
  const { merchant } = usePageParams();
  const record = useRecord<{ data: Settlement[] }>('transactions.settlementsBulk', {
    params: { merchant, s: 'odb_ref', m: 'eq', v: id, limit: 5 },
    skip: !merchant,
  });
  const settlement = record.data?.data[0];
  if (!settlement) {
    if (record.error)
      return (
        <Alert color="red" role="alert">
          {record.error}
        </Alert>
      );
    return record.data ? <Alert color="yellow">{t('Settlement not found')}</Alert> : <Loader />;
  }
  const money = (f: string) => `${formatValue(settlement[f], 'amount')} ${settlement.settlement_currency}`;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>
          {title} {settlement.odb_ref}
        </Title>
        <StatusBadge value={settlement.status} />
      </Group>
      <Card withBorder data-testid="settlement-summary">
        <Stack gap={6}>
          <Text>
            {t('Period')}: {formatValue(settlement.period_from, 'date')} –{' '}
            {formatValue(settlement.period_to, 'date')}
          </Text>
          {AMOUNTS.map((f) => (
            <Group key={f} gap="md" wrap="nowrap">
              <Text c="dimmed" w={200}>
                {t(LABELS[f])}
              </Text>
              <Text>{money(f)}</Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <CurrenciesSection odbRef={settlement.odb_ref} />
      <DataList
        list={lists.get('settlement_transactional')}
        params={{
          merchant,
          s: 'created',
          m: 'range',
          v: `${settlement.period_from},${settlement.period_to}`,
        }}
        skip={!merchant}
      />
    </Stack>
  );
}

export default function SettlementInfo(props: ScreenProps) {
  const { merchant } = usePageParams();
  return (
    <TextsNamespace.Provider value="transactions">
      <PageViews merchant={merchant}>
        <ModalHostProvider renderForm={SchemaFormSlot}>
          <SettlementPage {...props} />
        </ModalHostProvider>
      </PageViews>
    </TextsNamespace.Provider>
  );
}
