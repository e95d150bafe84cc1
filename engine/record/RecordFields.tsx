// A record's fields as label / value pairs, each value rendered like a list cell (RecordValue):
// the fields of a record page's section and the record of a modal.
import { Group, Stack, Text } from '@mantine/core';
import { useT } from '../list/i18n';
import { RecordValue } from './RecordValue';
import type { RecordFieldDef } from './types';

export interface RecordFieldsProps {
  fields: RecordFieldDef[];
  record: unknown;
  testId?: string;
}

export function RecordFields({ fields, record, testId }: RecordFieldsProps) {
  const t = useT();
  return (
    <Stack gap={6} data-testid={testId}>
      {fields.map((f) => (
        <Group key={f.field} gap="md" wrap="nowrap">
          <Text c="dimmed" w={200}>
            {t(f.label)}
          </Text>
          <Text component="div">
            <RecordValue field={f} record={record} t={t} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
