// Choices from the server (`ui:options.choicesFrom` of a select / multiselect / tags field), the pure
// part: which fields ask for them, how a reply becomes a choice list, and the engine-wide rule of
// spec 002 s.5 "select fields required when choices exist": with a non-empty list the field needs a
// value that is one of the choices; with an empty list it is optional. No React, no DOM.
import { required } from '../rules/required';

export interface ChoicesFrom {
  /** `<group>.<name>` of a GET call; default: the form's loadEndpoint reply. */
  endpoint?: string;
  /** Dotted path in the reply to an array of {value, label}, of strings, of {id, name} or of {value, text} (a merchant selector). */
  path: string;
  /** Endpoint argument -> sibling field whose value it takes (the call repeats when they change). */
  args?: Record<string, string>;
  /** Shown in place of the input when the list is empty (nothing shown without it). */
  emptyMessage?: string;
}

export interface ServerChoice {
  value: string;
  label: string;
}

/** `choicesFrom` of a field's uiSchema entry, if any. */
export function choicesFromOf(fieldUi: unknown): ChoicesFrom | undefined {
  const options = (fieldUi as { 'ui:options'?: { choicesFrom?: ChoicesFrom } } | undefined)?.['ui:options'];
  const spec = options?.choicesFrom;
  return spec && typeof spec.path === 'string' ? spec : undefined;
}

/** Marks a field inside the items of an array field: `<array>.*.<field>` (one list serves every item). */
export const ITEM = '.*.';

/** Fields of a form uiSchema that take their choices from the server: top-level ones by name, those
 * of an array field's `items` as `<array>.*.<field>`. */
export function choicesFromFields(uiSchema: Record<string, unknown> | undefined): Record<string, ChoicesFrom> {
  const out: Record<string, ChoicesFrom> = {};
  for (const [name, ui] of Object.entries(uiSchema ?? {})) {
    if (name.startsWith('ui:')) continue;
    const spec = choicesFromOf(ui);
    if (spec) out[name] = spec;
    const items = (ui as { items?: unknown } | undefined)?.items;
    if (!items || typeof items !== 'object' || Array.isArray(items)) continue;
    for (const [field, itemUi] of Object.entries(items)) {
      const inner = field.startsWith('ui:') ? undefined : choicesFromOf(itemUi);
      if (inner) out[`${name}${ITEM}${field}`] = inner;
    }
  }
  return out;
}

/** The uiSchema entry of a choicesFrom key (top-level or `<array>.*.<field>`) and its JSON pointer. */
export function choicesUiOf(uiSchema: Record<string, unknown> | undefined, key: string): { ui: Record<string, unknown>; pointer: string } {
  const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const [array, field] = key.split(ITEM);
  const top = (uiSchema?.[array] ?? {}) as Record<string, unknown>;
  if (field === undefined) return { ui: top, pointer: `/uiSchema/${esc(array)}` };
  return { ui: ((top.items as Record<string, unknown>)[field] ?? {}) as Record<string, unknown>, pointer: `/uiSchema/${esc(array)}/items/${esc(field)}` };
}

/** Whether an rjsf id (root_a_0_b) is a field of a choicesFrom key. */
export function choicesKeyMatches(key: string, id: string): boolean {
  const [array, field] = key.split(ITEM);
  if (field === undefined) return id === `root_${array}`;
  const head = `root_${array}_`;
  const tail = `_${field}`;
  return id.startsWith(head) && id.endsWith(tail) && /^\d+$/.test(id.slice(head.length, id.length - tail.length));
}

function at(reply: unknown, path: string): unknown {
  let node = reply;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The choice list at `path` of a reply; items of another shape are skipped, a missing list is empty. */
export function readChoices(reply: unknown, path: string): ServerChoice[] {
  const list = at(reply, path);
  if (!Array.isArray(list)) return [];
  const out: ServerChoice[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      out.push({ value: String(item), label: String(item) });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const value = o.value ?? o.id;
    if (value === undefined || value === null || typeof value === 'object') continue;
    const label = o.label ?? o.name ?? o.text;
    out.push({ value: String(value), label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value) });
  }
  return out;
}

/** The call arguments: path parameters the screen gives, then the mapped sibling values. */
export function choicesArgs(spec: ChoicesFrom, data: Record<string, unknown>, pathParams: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...pathParams };
  for (const [arg, field] of Object.entries(spec.args ?? {})) {
    const v = data[field];
    if (v !== undefined && v !== null && v !== '') out[arg] = v;
  }
  return out;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The values a choicesFrom key names in the data, by error key (`a.0.b` for array items). */
function valuesOf(data: Record<string, unknown>, key: string): Array<[string, unknown]> {
  const [array, field] = key.split(ITEM);
  if (field === undefined) return [[key, data[key]]];
  const items = data[array];
  if (!Array.isArray(items)) return [];
  return items.map((item, i) => [`${array}.${i}.${field}`, item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined]);
}

/** Messages of the choices rule: `lists` holds the resolved list of each field (absent: not loaded yet). */
export function choiceErrors(data: Record<string, unknown>, lists: ReadonlyMap<string, readonly ServerChoice[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, list] of lists) {
    if (list.length === 0) continue;
    const values = new Set(list.map((c) => c.value));
    for (const [field, value] of valuesOf(data, key)) {
      if (empty(value) || (Array.isArray(value) ? value : [value]).some((v) => !values.has(String(v)))) out[field] = required.message;
    }
  }
  return out;
}
