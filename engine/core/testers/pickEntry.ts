// Dispatch: the entry whose tester ranks highest for a field; undefined when none applies (the
// caller renders the visible UnknownWidget naming the pointer).
import type { FormField } from '../schema/formFile';
import type { FieldUi, Tester, TesterContext } from './types';

export interface RankedEntry {
  name: string;
  tester: Tester;
}

export function pickEntry<E extends RankedEntry>(entries: readonly E[], field: FormField, ui: FieldUi, ctx: TesterContext): E | undefined {
  let best: E | undefined;
  let bestRank = 0;
  for (const entry of entries) {
    const rank = entry.tester(field, ui, ctx);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
