// One filter: field name, mode (required), value input by type and mode, remove.
import { Box, CloseButton, Group, NativeSelect, Text } from '@mantine/core';
import type { DraftRow } from '../draft';
import { modeLabel, valueInputKind } from '../modes';
import type { FilterItem } from '../../core/filters/types';
import { FilterValueInput } from './FilterValueInput';
import { useT } from '../../list/i18n';

const VALUE_MIN_WIDTH = 240;
const MODE_WIDTH = 180;

interface Props {
  row: DraftRow;
  item: FilterItem;
  error?: string;
  onMode(mode: string): void;
  onValue(value: string): void;
  onRemove(): void;
}

export function FilterRow({ row, item, error, onMode, onValue, onRemove }: Props) {
  const t = useT();
  const modes = item.search_modes.map((m) => ({ value: m, label: t(modeLabel(m)) }));
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-filter={row.name}>
      <Text size="sm" w={140} pt={6}>
        {t(item.label)}
      </Text>
      <NativeSelect
        aria-label={`${item.label} mode`}
        w={MODE_WIDTH}
        required
        error={error && t(error)}
        value={row.mode}
        data={row.mode ? modes : [{ value: '', label: '' }, ...modes]}
        onChange={(e) => onMode(e.currentTarget.value)}
      />
      {/* The value takes the rest of the row (a date range reads 'Nov 03, 2026 - Nov 10, 2026'). */}
      <Box flex={1} miw={VALUE_MIN_WIDTH} data-filter-value>
        <FilterValueInput kind={valueInputKind(item, row.mode)} item={item} value={row.value} onChange={onValue} />
      </Box>
      <CloseButton aria-label={`Remove ${item.label} filter`} onClick={onRemove} mt={4} />
    </Group>
  );
}
