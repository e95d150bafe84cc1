// Label / value pairs of one record, formatted like list cells (badge, amount with its currency
// field, dates): the general info of a payment, the summary of a dispute.
import { useTranslation } from 'react-i18next';
import { Group, Stack, StatusBadge, Text, formatValue, type ColumnDef, type Row } from '../../engine';

export type Field = Pick<ColumnDef, 'field' | 'label' | 'format' | 'currencyField'>;

export function fieldText(row: Row, f: Field): string {
  const text = formatValue(row[f.field], f.format ?? 'text', { empty: '---' });
  return f.currencyField && text !== '---' ? `${text} ${String(row[f.currencyField] ?? '')}` : text;
}

export function FieldPairs({ fields, row, testId }: { fields: Field[]; row: Row; testId?: string }) {
  const { t } = useTranslation('transactions');
  return (
    <Stack gap={6} data-testid={testId}>
      {fields.map((f) => (
        <Group key={f.field} gap="md" wrap="nowrap">
          <Text c="dimmed" w={200}>
            {t(f.label)}
          </Text>
          <Text component="div">
            {f.format === 'badge' ? <StatusBadge value={row[f.field]} /> : fieldText(row, f)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
