// `ui:groups` of an object's uiSchema (docs/schemas.md): fields shown together under a title, each
// group where its first field would be; fields in no group keep their place. A group with `all`
// gets a checkbox of that label that turns every field of the group on or off, and shows whether
// all (checked), some (indeterminate) or none are on. It changes each field as a click on it would
// (the field's own change function, fast path or rjsf), so it serves boolean fields of any form.
import { useSyncExternalStore } from 'react';
import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { ObjectFieldTemplatePropertyType, Registry } from '@rjsf/utils';
import { engineContext } from '../widgets/formContext';
import { fieldId } from './fieldOrder';
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

export function FieldGroups(props: {
  properties: readonly ObjectFieldTemplatePropertyType[];
  groups: readonly FieldGroup[] | undefined;
  registry: Registry;
}) {
  const { t, activeGroup } = engineContext({ registry: props.registry });
  return groupLayout(props.properties, props.groups ?? [], activeGroup).map((item) =>
    'field' in item ? (
      <div key={item.field.name} className="engine-field">
        {item.field.content}
      </div>
    ) : (
      <Fieldset key={`group:${item.group.title}`} legend={t(item.group.title)} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          {item.group.all !== undefined && (
            <AllToggle group={item.group as FieldGroup & { all: string }} registry={props.registry} />
          )}
          {item.fields.map((p) => (
            <div key={p.name} className="engine-field">
              {p.content}
            </div>
          ))}
        </SimpleGrid>
      </Fieldset>
    ),
  );
}
