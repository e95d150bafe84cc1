// Row ids are PostgreSQL `integer`s: a value outside 1..2^31-1 names no row, and sending it to the
// database fails the query ('value out of range for type integer') instead.
export const MAX_DB_ID = 2_147_483_647;

/** The row id a client sent (number or digit string), or undefined when it cannot name a row. */
export function dbId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_DB_ID ? n : undefined;
}
