// Filter bar: the applied and enabled filters as editable rows, Add filter, Apply, Clear.
// Mount it with key={JSON of the applied filters} so it restarts when they change elsewhere.
import { Button, Group, Menu, Stack } from '@mantine/core';
import { useState } from 'react';
import { applyRows, initialRows, newRow, withMode, type DraftRow } from '../draft';
import type { FilterEntry, FilterItem } from '../../core/filters/types';
import { FilterRow } from './FilterRow';
import { useT } from '../../list/i18n';
import { useDropdownModal } from '../../modal/useDropdownModal';

export interface FilterBarProps {
  items: FilterItem[];
  enabled: string[];
  applied: FilterEntry[];
  onApply(entries: FilterEntry[]): void;
}

export function FilterBar({ items, enabled, applied, onApply }: FilterBarProps) {
  const [rows, setRows] = useState<DraftRow[]>(() => initialRows(items, enabled, applied));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const dropdown = useDropdownModal();
  const byName = new Map(items.map((i) => [i.name, i]));
  const update = (key: string, change: (r: DraftRow) => DraftRow) =>
    setRows((rs) => rs.map((r) => (r.key === key ? change(r) : r)));
  const addable = items.filter((i) => !rows.some((r) => r.name === i.name));
  const apply = () => {
    const result = applyRows(rows);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onApply(result.entries);
  };

  return (
    <Stack gap="xs" data-testid="filter-bar">
      {rows.map((row) => {
        const item = byName.get(row.name) ?? {
          name: row.name,
          label: row.name,
          type: 'text' as const,
          search_modes: [row.mode],
        };
        return (
          <FilterRow
            key={row.key}
            row={row}
            item={item}
            error={errors[row.key]}
            onMode={(mode) => update(row.key, (r) => withMode(r, item, mode))}
            onValue={(value) => update(row.key, (r) => ({ ...r, value }))}
            onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
          />
        );
      })}
      <Group gap="xs">
        {/* In the Filters popover: a menu in a portal would count as a click outside it, closing
            the popover and losing the new row. */}
        <Menu withinPortal={false} {...dropdown}>
          <Menu.Target>
            <Button variant="default" size="xs" disabled={addable.length === 0}>
              {t('Add filter')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {addable.map((i) => (
              <Menu.Item key={i.name} onClick={() => setRows((rs) => [...rs, newRow(i)])}>
                {t(i.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button size="xs" onClick={apply}>
          {t('Apply')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => (setRows([]), onApply([]))}>
          {t('Clear')}
        </Button>
      </Group>
    </Stack>
  );
}
