// The currencies of a settlement (GET settlements/{odb_ref}/currencies/): one row per currency of
// its payments with their totals. Columns come from schemas/lists/settlement_currencies.json; the
// table is a section of the settlement detail and the page of /transactions/settlements/currencies/{id}.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Card,
  DataTable,
  Loader,
  Stack,
  TextsNamespace,
  Title,
  lists,
  useRecord,
  type Row,
} from '../../engine';
import type { ScreenProps } from '../registry';

const LIST = 'settlement_currencies';

export function CurrenciesTable({ odbRef }: { odbRef: string }) {
  const def = lists.get(LIST);
  const record = useRecord<{ data: Row[] }>(def.endpoint, { pathParams: { id: odbRef } });
  if (record.error)
    return (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    );
  if (!record.data) return <Loader size="sm" />;
  return (
    <div data-testid="settlement-currencies">
      <DataTable columns={def.columns} rows={record.data.data} rowKey={def.rowKey} />
    </div>
  );
}

/** The section of the settlement detail page. */
export function CurrenciesSection({ odbRef }: { odbRef: string }) {
  const { t } = useTranslation('transactions');
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {t(lists.get(LIST).title)}
      </Title>
      <CurrenciesTable odbRef={odbRef} />
    </Card>
  );
}

export default function SettlementCurrencies({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <TextsNamespace.Provider value="transactions">
      <Stack gap="md">
        <Title order={1}>
          {title} {id}
        </Title>
        <CurrenciesTable odbRef={id} />
      </Stack>
    </TextsNamespace.Provider>
  );
}
