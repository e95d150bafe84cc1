// The `notes` of a cell or of a record's amount: small dimmed lines under the value, each translated
// and then filled from the row ('of {amount|amount} {v_currency} authorised' -> 'of 950.77 GEL
// authorised'); a note missing a value is left out. Rendered only when a note holds, so a list's
// other cells take no translator.
import { Text } from '@mantine/core';
import type { CellNote } from '../../core/list/types';
import { fillText } from '../../format/fillText';
import { useT } from '../i18n';

export function CellNotes({ notes, read }: { notes: CellNote[]; read: (path: string) => unknown }) {
  const t = useT();
  const lines = notes.map((n) => fillText(t(n.text), read)).filter((f) => !f.missing);
  return lines.map((f, i) => (
    <Text key={i} component="div" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-cell-note>
      {f.text}
    </Text>
  ));
}
