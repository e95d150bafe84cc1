// What a user who may only read sees on the merchant and company settings: the forms disabled, the
// lists without the actions that change anything (links stay). The server refuses anyway (403).
import type { ReactNode } from 'react';
import { lists, Text, type ListDef } from '../../engine';

const readOnlyLists = new Map<string, ListDef>();

/** A list without its changing actions; one object per id, so a DataList does not reset on each render. */
export function readOnlyList(id: string): ListDef {
  const known = readOnlyLists.get(id);
  if (known) return known;
  const def = lists.get(id);
  const keep = <T extends { kind: string }>(actions: readonly T[] | undefined) => actions?.filter((a) => a.kind === 'link');
  const out = { ...def, rowActions: keep(def.rowActions), listActions: keep(def.listActions) };
  readOnlyLists.set(id, out);
  return out;
}

interface ReadOnlyProps {
  readOnly: boolean;
  /** Translated text above the form saying why it cannot be changed. */
  note: string;
  testId: string;
  children: ReactNode;
}

/** A form the user may only look at: every control of the fieldset is disabled, Save too. */
export function ReadOnly({ readOnly, note, testId, children }: ReadOnlyProps) {
  if (!readOnly) return children;
  return (
    <fieldset disabled data-testid={testId} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text size="sm" c="dimmed" mb="sm">
        {note}
      </Text>
      {children}
    </fieldset>
  );
}
