// A list file whose column names a format the engine does not know still renders (as text), and
// says so where the analyst will look, naming the JSON pointer, as forms do for a bad widget.
import { Alert } from '@mantine/core';
import { COLUMN_FORMATS } from '../../core/format/formats';
import type { ListDef } from '../../core/list/types';

const KNOWN: ReadonlySet<string> = new Set(COLUMN_FORMATS);

export function columnProblems(def: ListDef): string[] {
  return def.columns.flatMap((c, i) =>
    c.format !== undefined && !KNOWN.has(c.format)
      ? [`schemas/lists/${def.id}.json#/columns/${i}/format: must be one of ${COLUMN_FORMATS.join(', ')}`]
      : [],
  );
}

export function ColumnProblems({ def }: { def: ListDef }) {
  const problems = columnProblems(def);
  if (!problems.length) return null;
  return (
    <Alert color="orange" mb="sm" data-testid="schema-problem">
      {problems.map((p) => (
        <div key={p}>{p}</div>
      ))}
    </Alert>
  );
}
