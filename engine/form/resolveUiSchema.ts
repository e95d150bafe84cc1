// Form file uiSchema -> the uiSchema rjsf renders: every property gets the `ui:widget` of the
// registry entry that ranks highest (or `unknown` with its pointer), fields waiting for a server
// signal (`ui:options.revealOn`) are hidden until it came. Properties that only a conditional branch
// declares get theirs too (rjsf shows them when the branch holds); `ui:order` gets a trailing `*` so
// a field left out of it (or one a branch adds) is placed last instead of failing rjsf.
import type { UiSchema } from '@rjsf/utils';
import { allProperties } from '../core/schema/conditionals';
import type { FormField, FormObjectSchema, FormUiSchema } from '../core/schema/formFile';
import { pickEntry, type FieldUi, type RankedEntry } from '../core/testers';
import { UNKNOWN_WIDGET } from '../widgets/UnknownWidget';

export interface ResolvedUi {
  uiSchema: UiSchema;
  /** Names (dot paths) of the fields not shown. */
  hidden: Set<string>;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolveObject(
  props: Record<string, FormField>,
  ui: FormUiSchema,
  entries: readonly RankedEntry[],
  revealed: ReadonlySet<string>,
  pointer: string,
  path: string,
  hidden: Set<string>,
): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(ui)) if (key.startsWith('ui:')) out[key] = value;
  const order = out['ui:order'] as unknown;
  if (Array.isArray(order) && !order.includes('*')) out['ui:order'] = [...(order as string[]), '*'];
  for (const [name, field] of Object.entries(props)) {
    const fieldUi = (ui[name] ?? {}) as FieldUi;
    // An engine field (ui:field) renders the value itself: no widget to pick.
    if (typeof (fieldUi as Record<string, unknown>)['ui:field'] === 'string') {
      out[name] = fieldUi;
      continue;
    }
    const fieldPointer = `${pointer}/properties/${esc(name)}`;
    const fieldPath = path ? `${path}.${name}` : name;
    if (field.type === 'object' && field.properties) {
      out[name] = resolveObject(field.properties, fieldUi, entries, revealed, fieldPointer, fieldPath, hidden);
      continue;
    }
    // A list of sub-forms (items are objects): rjsf's array field adds and removes items; each
    // item's fields get their widgets like any object's.
    if (field.type === 'array' && field.items?.type === 'object' && field.items.properties) {
      const { items, ...rest } = fieldUi as FieldUi & { items?: FormUiSchema };
      out[name] = { ...rest, items: resolveObject(field.items.properties, items ?? {}, entries, revealed, `${fieldPointer}/items`, `${fieldPath}[]`, hidden) };
      continue;
    }
    const options = (fieldUi['ui:options'] ?? {}) as Record<string, unknown>;
    const revealOn = typeof options.revealOn === 'string' ? options.revealOn : undefined;
    if (revealOn && !revealed.has(revealOn)) {
      hidden.add(fieldPath);
      out[name] = { ...fieldUi, 'ui:widget': 'hidden' };
      continue;
    }
    if (fieldUi['ui:widget'] === 'hidden') hidden.add(fieldPath);
    const entry = pickEntry(entries, field, fieldUi, { pointer: fieldPointer, name });
    out[name] = { ...fieldUi, 'ui:widget': entry?.name ?? UNKNOWN_WIDGET, 'ui:options': { ...options, pointer: fieldPointer } };
  }
  return out;
}

export function resolveUiSchema(
  schema: Pick<FormObjectSchema, 'properties' | 'if' | 'then' | 'else' | 'allOf'>,
  ui: FormUiSchema | undefined,
  entries: readonly RankedEntry[],
  revealed: ReadonlySet<string> = new Set(),
): ResolvedUi {
  const hidden = new Set<string>();
  const uiSchema = resolveObject(allProperties(schema as FormObjectSchema), ui ?? {}, entries, revealed, '/schema', '', hidden);
  return { uiSchema, hidden };
}
