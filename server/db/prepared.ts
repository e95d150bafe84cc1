// Statements worth parsing and planning once per database connection: the list call's guard and
// page queries, run many times a second with few distinct texts. A statement opts in with this
// leading comment; the drivers (connect.ts for pg, pglite/statements.ts) keep it as a named
// prepared statement, up to a bound per connection. Others stay unnamed, planned per call.
import { sql } from 'kysely';

export const PREPARED_MARK = '/*prepared*/';

/** The mark, for the front of a raw `sql` text (fixed texts use PREPARED_MARK itself). */
export const prepared = sql.raw(PREPARED_MARK);

export const isPrepared = (text: string): boolean => text.slice(0, 40).includes(PREPARED_MARK);
