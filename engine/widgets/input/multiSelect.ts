// Multi-select rules (pure): filter, select all of the filtered, the trigger text.
import type { Choice } from '../choices';

export const SELECTED_SUMMARY_FROM = 3;

export function filterChoices(choices: readonly Choice[], query: string): Choice[] {
  const q = query.trim().toLowerCase();
  return q ? choices.filter((c) => c.label.toLowerCase().includes(q) || c.value.toLowerCase().includes(q)) : [...choices];
}

/** 'Selected ({0})' with 3 or more chosen, else the chosen labels. */
export function summary(choices: readonly Choice[], selected: readonly string[], t: (s: string, args?: ReadonlyArray<string | number>) => string): string {
  if (selected.length >= SELECTED_SUMMARY_FROM) return t('Selected ({0})', [selected.length]);
  return choices
    .filter((c) => selected.includes(c.value))
    .map((c) => c.label)
    .join(', ');
}

export function toggle(selected: readonly string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}
