// Configure report, as pure functions: the chosen columns in order, mandatory ones locked in.
import type { ColumnDef } from '../../core/list/types';

export interface ColumnChoice {
  name: string;
  label: string;
  checked: boolean;
  mandatory: boolean;
}

/** The list file's columns: chosen ones first (in their order), then the rest; mandatory ones always checked. */
export function initialChoice(columns: ColumnDef[], current: string[]): ColumnChoice[] {
  const known = new Map(columns.map((c) => [c.field, c]));
  const chosen = current.filter((n) => known.has(n));
  for (const c of columns) if (c.mandatory && !chosen.includes(c.field)) chosen.push(c.field);
  const rest = columns.map((c) => c.field).filter((n) => !chosen.includes(n));
  return [...chosen, ...rest].map((name) => ({
    name,
    label: known.get(name)!.label,
    checked: chosen.includes(name),
    mandatory: Boolean(known.get(name)!.mandatory),
  }));
}

export function toggle(choice: ColumnChoice[], name: string): ColumnChoice[] {
  return choice.map((c) => (c.name === name && !c.mandatory ? { ...c, checked: !c.checked } : c));
}

export function move(choice: ColumnChoice[], index: number, delta: -1 | 1): ColumnChoice[] {
  const to = index + delta;
  if (to < 0 || to >= choice.length) return choice;
  const next = [...choice];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export const chosenFields = (choice: ColumnChoice[]) => choice.filter((c) => c.checked).map((c) => c.name);
