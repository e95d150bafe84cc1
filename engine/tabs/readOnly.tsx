// What a user who may only read sees on a tab (the group's editWhen does not hold): forms
// disabled under the group's notice, lists without the actions that change anything (links stay).
// The server refuses anyway (403).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListDef } from '../core/list/types';

const readOnlyLists = new WeakMap<ListDef, ListDef>();

/** A list without its changing actions; one object per list, so a DataList does not reset on each render. */
export function readOnlyList(def: ListDef): ListDef {
  const known = readOnlyLists.get(def);
  if (known) return known;
  const keep = <T extends { kind: string }>(actions: readonly T[] | undefined) => actions?.filter((a) => a.kind === 'link');
  const out = { ...def, rowActions: keep(def.rowActions), listActions: keep(def.listActions) };
  readOnlyLists.set(def, out);
  return out;
}

interface ReadOnlyProps {
  /** Translated text above the form saying why it cannot be changed. */
  notice: string;
  /** data-testid read-only-<id>. */
  id: string;
  children: ReactNode;
}

/** A form the user may only look at: every control of the fieldset is disabled, Save too. */
export function ReadOnly({ notice, id, children }: ReadOnlyProps) {
  return (
    <fieldset disabled data-testid={`read-only-${id}`} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text size="sm" c="dimmed" mb="sm">
        {notice}
      </Text>
      {children}
    </fieldset>
  );
}
