// `ui:groups` of an object's uiSchema (docs/schemas.md): fields shown together under a title, each
// group where its first field would be; fields in no group keep their place. A group with `all`
// gets a checkbox of that label that turns every field of the group on or off, and shows whether
// all (checked), some (indeterminate) or none are on. It changes each field as a click on it would
// (the field's own change function, fast path or rjsf), so it serves boolean fields of any form.
import { useMemo, useSyncExternalStore } from 'react';
import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { ObjectFieldTemplatePropertyType, Registry } from '@rjsf/utils';
import { engineContext } from '../widgets/formContext';
import { fieldId } from './fieldOrder';
import { hasConditionals } from './formStore';
import './field.css';

export interface FieldGroup {
  /** Names the group for SchemaForm's activeGroup. */
  id?: string;
  title: string;
  fields: string[];
  /** Label of the toggle of the whole group (none: no toggle). */
  all?: string;
}

type Item =
  | { field: ObjectFieldTemplatePropertyType }
  | { group: FieldGroup; fields: ObjectFieldTemplatePropertyType[] };

/** Visible properties in order, each group in place of its first member. With `active`, only that
 * group's fields (and fields of no group) are shown, untitled: the screen's tab names it. */
export function groupLayout(
  properties: readonly ObjectFieldTemplatePropertyType[],
  groups: readonly FieldGroup[],
  active?: string,
): Item[] {
  const activeGroup = active === undefined ? undefined : groups.find((g) => g.id === active);
  if (activeGroup) {
    const inactive = new Set(groups.filter((g) => g !== activeGroup).flatMap((g) => g.fields));
    return properties.filter((p) => !p.hidden && !inactive.has(p.name)).map((field) => ({ field }));
  }
  const shown = properties.filter((p) => !p.hidden);
  const groupOf = new Map(groups.flatMap((g) => g.fields.map((f) => [f, g] as const)));
  const out: Item[] = [];
  const placed = new Set<FieldGroup>();
  for (const p of shown) {
    const group = groupOf.get(p.name);
    if (!group) out.push({ field: p });
    else if (!placed.has(group)) {
      placed.add(group);
      out.push({ group, fields: shown.filter((q) => groupOf.get(q.name) === group) });
    }
  }
  return out;
}

type Counted = 'none' | 'some' | 'all';
const noSubscribe = () => () => undefined;

function AllToggle({ group, registry }: { group: FieldGroup & { all: string }; registry: Registry }) {
  const { store, t, touch, fieldSetters } = engineContext({ registry });
  const state = useSyncExternalStore(store?.subscribeData ?? noSubscribe, (): Counted => {
    const data = store?.dataOf?.() ?? {};
    const on = group.fields.filter((f) => data[f] === true).length;
    return on === 0 ? 'none' : on === group.fields.length ? 'all' : 'some';
  });
  const setAll = (on: boolean) => {
    for (const f of group.fields) {
      fieldSetters?.get(fieldId(f))?.(on);
      touch(f);
    }
  };
  return (
    <Checkbox
      label={t(group.all)}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={(e) => setAll(e.currentTarget.checked)}
      data-testid="group-all"
    />
  );
}

/** Fields per rendering island (engine/form/field.css) in a one-column form whose fields never come
 * and go: the browser then watches 25 islands of a 500-field form for visibility, not 500 fields,
 * and a keystroke lays out and hit-tests one island (issue 15, browser form bench trace). */
export const FIELDS_PER_ISLAND = 20;

/** Consecutive items in islands of `size`. */
export function islands<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function FieldGroups(props: {
  properties: readonly ObjectFieldTemplatePropertyType[];
  groups: readonly FieldGroup[] | undefined;
  registry: Registry;
  /** Columns of the object's grid: islands of several fields only in one column (a flex column). */
  columns: number;
}) {
  const { t, activeGroup } = engineContext({ registry: props.registry });
  const { rootSchema } = props.registry;
  // Fields of a conditional branch come and go as the user types: an island per field then, so no
  // field moves to another island (a remount) when one before it appears.
  const fixed = useMemo(() => !hasConditionals(rootSchema), [rootSchema]);
  const size = fixed && props.columns === 1 ? FIELDS_PER_ISLAND : 1;
  const items = groupLayout(props.properties, props.groups ?? [], activeGroup);
  return islands(items, size).map((island, i) => (
    <div
      key={size === 1 ? itemKey(island[0]) : i}
      className="engine-fields"
      style={size === 1 ? undefined : { containIntrinsicSize: islandSize(island.length) }}
    >
      {island.map((item) =>
        'field' in item ? (
          <div key={item.field.name}>{item.field.content}</div>
        ) : (
          <Fieldset key={itemKey(item)} legend={t(item.group.title)} variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
              {item.group.all !== undefined && (
                <AllToggle group={item.group as FieldGroup & { all: string }} registry={props.registry} />
              )}
              {item.fields.map((p) => (
                <div key={p.name}>{p.content}</div>
              ))}
            </SimpleGrid>
          </Fieldset>
        ),
      )}
    </div>
  ));
}

/** The size an island of `n` fields stands in with before it was ever shown: 64px a field (as
 * field.css for one) and the column's gaps between them. */
const islandSize = (n: number) => `auto calc(${n} * 64px + ${n - 1} * var(--stack-gap, var(--mantine-spacing-md)))`;

const itemKey = (item: Item) => ('field' in item ? item.field.name : `group:${item.group.title}`);
