// Columns shown: the list file decides which columns exist, their order, labels and formats.
// The user's Configure report choice (the reply's current.fields) picks and orders among them;
// a name the file does not have is ignored. Without a choice (`chosen` false: the server sent its
// own copy's defaults): this file's columns not hidden, so a file being edited shows as it reads.
// A mandatory column is always shown.
import type { ListResponse } from '../response/types';
import type { ColumnDef } from '../../core/list/types';

export function resolveColumns(columns: ColumnDef[], response?: ListResponse): ColumnDef[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const current = response?.current?.chosen === false ? [] : (response?.current?.fields ?? []);
  const chosen = current.flatMap((name) => byField.get(name) ?? []);
  const shown = chosen.length > 0 ? [...new Set(chosen)] : columns.filter((c) => !c.hidden);
  return [...columns.filter((c) => c.mandatory && !shown.includes(c)), ...shown];
}
