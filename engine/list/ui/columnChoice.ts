// Configure report, as pure functions: the chosen columns in order, mandatory ones locked in.
import type { FieldInfo } from '../response/types';

export interface ColumnChoice {
  name: string;
  label: string;
  checked: boolean;
  mandatory: boolean;
}

/** Chosen fields first (in their order), then the rest; mandatory fields always checked. */
export function initialChoice(fields: FieldInfo[], current: string[], mandatory: string[]): ColumnChoice[] {
  const known = new Map(fields.map((f) => [f.name, f]));
  const chosen = current.filter((n) => known.has(n));
  for (const m of mandatory) if (known.has(m) && !chosen.includes(m)) chosen.push(m);
  const rest = fields.map((f) => f.name).filter((n) => !chosen.includes(n));
  return [...chosen, ...rest].map((name) => ({
    name,
    label: known.get(name)?.label ?? name,
    checked: chosen.includes(name),
    mandatory: mandatory.includes(name),
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
