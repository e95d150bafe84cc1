// What a record page works out from its file before and after its call (pure): the parameter the
// address must name among a call's rows (`pick`), the parameters the reply overrules (`params`),
// the address the page should have (`address`), and a section form's first values (`formValues`
// with `formFill` laid over, reading the reply and what an upload put into it).
import { valueAt } from '../modal/conditions';
import { fill, holds, type Subject } from './subject';
import type { RecordAddressDef, RecordParamDef, RecordPickDef, RecordSectionDef } from './types';

type Page = Record<string, string | undefined>;
const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const rowsAt = (data: unknown, path: string): unknown[] => {
  const rows = valueAt(data, path);
  return Array.isArray(rows) ? rows : [];
};

export interface PickState {
  /** The address names a row (whether or not it is offered). */
  known: boolean;
  offered: Array<{ value: string; text: string }>;
}

export function pickState(def: RecordPickDef, data: unknown, page: Page): PickState {
  const rows = rowsAt(data, def.rows);
  const known = rows.some((row) => String(valueAt(row, def.value)) === page[def.param]);
  const offered = rows
    .filter((row) => holds(def.where, { reply: row, page }))
    .map((row) => ({ value: String(valueAt(row, def.value)), text: fill(def.text, { reply: row, page }).text }));
  return { known, offered };
}

/** The choice values of a reply's list: items' `value`, or the items themselves. */
export function choiceValues(reply: unknown, path: string): string[] {
  return rowsAt(reply, path).map((c) => String(isObject(c) ? c.value : c));
}

/** A reply's list of choices as value / label pairs (an item without a label is its own). */
export function choicesOf(reply: unknown, path: string): Array<{ value: string; label: string }> {
  return rowsAt(reply, path).map((c) =>
    isObject(c) ? { value: String(c.value), label: String(c.label ?? c.value) } : { value: String(c), label: String(c) },
  );
}

/** The page parameters with those the reply overrules: the address's value when it is a choice,
 * else the reply's default. */
export function resolvedParams(defs: readonly RecordParamDef[] | undefined, reply: unknown, page: Page): Page {
  if (!defs?.length || reply === undefined) return page;
  const out = { ...page };
  for (const def of defs) {
    const asked = page[def.name];
    const fallback = valueAt(reply, def.default);
    out[def.name] = asked !== undefined && choiceValues(reply, def.choices).includes(asked) ? asked : present(fallback) ? String(fallback) : undefined;
  }
  return out;
}

/** The address of the first entry whose `when` holds, filled; undefined when none holds or a part is missing. */
export function pageAddress(defs: readonly RecordAddressDef[] | undefined, subject: Subject): string | undefined {
  const entry = defs?.find((a) => holds(a.when, subject));
  if (!entry) return undefined;
  const { text, missing } = fill(entry.route, subject);
  return missing ? undefined : text;
}

/** A section form's first values: the object at `formValues`, then each `formFill` field from the
 * first of its paths that has a value (none: the field keeps its value). */
export function formInitial(section: RecordSectionDef, reply: unknown): Record<string, unknown> | undefined {
  if (section.formValues === undefined && section.formFill === undefined) return undefined;
  const base = section.formValues === undefined ? undefined : valueAt(reply, section.formValues);
  const out: Record<string, unknown> = isObject(base) ? { ...base } : {};
  for (const [field, paths] of Object.entries(section.formFill ?? {})) {
    const hit = [paths].flat().map((p) => valueAt(reply, p)).find(present);
    if (hit !== undefined) out[field] = hit;
  }
  return out;
}

/** The field names at `formReadonly`. */
export function readonlyOf(section: RecordSectionDef, reply: unknown): string[] | undefined {
  if (section.formReadonly === undefined) return undefined;
  return rowsAt(reply, section.formReadonly).filter((f): f is string => typeof f === 'string');
}
