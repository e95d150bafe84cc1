// The fields of a modal's record as label / value pairs, each value rendered like a list cell
// of its format (badge, amount with its currency, deadline colour, dates; empty: ---).
import { Group, Stack, Text } from '@mantine/core';
import { Cell } from '../list/cells/Cell';
import { useT } from '../list/i18n';
import { valueAt } from './conditions';
import type { RecordFieldDef } from './types';

export function RecordFields({ fields, record }: { fields: RecordFieldDef[]; record: unknown }) {
  const t = useT();
  return (
    <Stack gap={6} data-testid="modal-record">
      {fields.map((f) => {
        // Dotted paths flattened into a one-field row, so the cell reads them as plain fields.
        const row = {
          [f.name]: valueAt(record, f.name),
          ...(f.currencyField && { [f.currencyField]: valueAt(record, f.currencyField) }),
        };
        return (
          <Group key={f.name} gap="md" wrap="nowrap">
            <Text c="dimmed" w={200}>
              {t(f.label)}
            </Text>
            <Text component="div">
              <Cell
                column={{ field: f.name, label: f.label, format: f.format, currencyField: f.currencyField }}
                row={row}
              />
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
