// The list file's `totals` over the current filter: 'Total: 12345.67 GEL · 1000.00 USD' above the
// table (one part per currency, the amount as the Amount cells show it, engine/format/amount.ts).
// The server sends them with the count (null: more rows than it counts exactly, so no sum is shown).
import { Text } from '@mantine/core';
import type { ListDef, ListTotals } from '../../core/list/types';
import { formatAmount } from '../../format/amount';
import { useT } from '../i18n';

export const TOTALS_OVER_CAP = 'Totals are shown for up to 10,000 rows: narrow the filter to see them.';

export function ListTotalsLine({ def, totals }: { def: ListDef; totals: ListTotals | undefined }) {
  const t = useT();
  if (!def.totals || totals === undefined || (totals !== null && totals.length === 0)) return null;
  const text = totals === null
    ? t(TOTALS_OVER_CAP)
    : `${t(def.totals.label ?? 'Total')}: ${totals.map((x) => `${formatAmount(x.amount) ?? x.amount} ${x.currency}`.trim()).join(' · ')}`;
  return (
    <Text size="sm" fw={totals === null ? undefined : 600} c={totals === null ? 'dimmed' : undefined} mb="xs" data-list-totals role="status">
      {text}
    </Text>
  );
}
