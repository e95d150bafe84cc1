// One filter: field name, mode (required), value input by type and mode, remove.
import { CloseButton, Group, NativeSelect, Text } from '@mantine/core';
import type { DraftRow } from '../draft';
import { modeLabel, valueInputKind } from '../modes';
import type { FilterItem } from '../types';
import { FilterValueInput } from './FilterValueInput';
import { useT } from '../../list/i18n';

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
        required
        error={error && t(error)}
        value={row.mode}
        data={row.mode ? modes : [{ value: '', label: '' }, ...modes]}
        onChange={(e) => onMode(e.currentTarget.value)}
      />
      <FilterValueInput
        kind={valueInputKind(item, row.mode)}
        item={item}
        value={row.value}
        onChange={onValue}
      />
      <CloseButton aria-label={`Remove ${item.label} filter`} onClick={onRemove} mt={4} />
    </Group>
  );
}
