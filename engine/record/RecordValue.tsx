// One value of a record as a list cell of its format (badge, amount with its currency, link,
// dates; empty: ---), read at a dotted path; `textPrefix` shows the translation of prefix+value.
import { Cell } from '../list/cells/Cell';
import type { Translate } from '../list/i18n';
import { valueAt } from '../modal/conditions';
import type { RecordFieldDef } from './types';

export function RecordValue({
  field: f,
  record,
  t,
}: {
  field: RecordFieldDef;
  record: unknown;
  t: Translate;
}) {
  const value = valueAt(record, f.field);
  const shown = f.textPrefix && typeof value === 'string' && value ? t(`${f.textPrefix}${value}`) : value;
  // Dotted paths flattened into a one-field row (plus the link's own fields), so the cell reads them as plain fields.
  const row = {
    ...(f.link && typeof record === 'object' ? (record as Record<string, unknown>) : {}),
    [f.field]: shown,
    ...(f.currencyField && { [f.currencyField]: valueAt(record, f.currencyField) }),
  };
  return <Cell column={{ ...f, label: f.label }} row={row} subject={record} />;
}
