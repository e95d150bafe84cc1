// The filters a list offers: the reply's filters win when present (schema items fill in a
// missing label or choices); else the filter set file. enabled_filters likewise.
import type { FilterItem, FilterSetDef } from './types';

export function mergeFilterItems(
  set: FilterSetDef | undefined,
  replyItems: FilterItem[] | undefined,
): FilterItem[] {
  const schemaItems = set?.items ?? [];
  if (!replyItems || replyItems.length === 0) return schemaItems;
  const byName = new Map(schemaItems.map((i) => [i.name, i]));
  return replyItems.map((item) => {
    const known = byName.get(item.name);
    return {
      ...known,
      ...item,
      label: item.label || known?.label || item.name,
      type: item.type ?? known?.type ?? 'text',
      search_modes: item.search_modes?.length ? item.search_modes : (known?.search_modes ?? ['eq']),
      choices: item.choices ?? known?.choices,
    };
  });
}

export function enabledFilterNames(
  set: FilterSetDef | undefined,
  replyEnabled: string[] | undefined,
): string[] {
  return replyEnabled ?? set?.enabled ?? [];
}
