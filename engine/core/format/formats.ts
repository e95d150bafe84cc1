// The column format vocabulary; the meta-schema schemas/_meta/lists.json lists the same names
// (tests/unit/list/metaSchemas.test.ts keeps them in step).
export const COLUMN_FORMATS = [
  'text',
  'amount',
  'date',
  'datetime',
  'time',
  'badge',
  'percent',
  'link',
  'ip',
  'payment_method',
  'deadline',
  'image',
  'frame',
  'flag',
] as const;

export type ColumnFormat = (typeof COLUMN_FORMATS)[number];
