// The body of Configure report: check and reorder columns; mandatory ones are locked.
import { ActionIcon, Checkbox, Group, Stack } from '@mantine/core';
import { move, toggle, type ColumnChoice } from './columnChoice';
import { useT } from '../i18n';

export function ColumnChooser({
  value,
  onChange,
}: {
  value: ColumnChoice[];
  onChange(next: ColumnChoice[]): void;
}) {
  const t = useT();
  return (
    <Stack gap={4} role="list" aria-label={t('Columns')}>
      {value.map((c, i) => (
        <Group key={c.name} justify="space-between" role="listitem" wrap="nowrap">
          <Checkbox
            label={t(c.label)}
            checked={c.checked}
            disabled={c.mandatory}
            onChange={() => onChange(toggle(value, c.name))}
          />
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`${t('Move up')}: ${t(c.label)}`}
              disabled={i === 0}
              onClick={() => onChange(move(value, i, -1))}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`${t('Move down')}: ${t(c.label)}`}
              disabled={i === value.length - 1}
              onClick={() => onChange(move(value, i, 1))}
            >
              ↓
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
