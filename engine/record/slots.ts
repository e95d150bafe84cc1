// A screen's bespoke pieces on a record page: a section with `"slot": "<name>"` shows, beside its
// body, what the screen gives under that name (the design editor's checkout preview), drawn from the
// reply, the section form's current values and the page's parameters. The engine knows no screen:
// a screen renders the record page inside <RecordSlots.Provider value={{ <name>: render }}>.
import { createContext, type ReactNode } from 'react';

export interface RecordSlotProps {
  reply: unknown;
  /** The section form's values as the user edits them (its first values until the first change). */
  form: Record<string, unknown> | undefined;
  page: Record<string, string | undefined>;
}

export type RecordSlotRender = (props: RecordSlotProps) => ReactNode;

export const RecordSlots = createContext<Readonly<Record<string, RecordSlotRender>>>({});
