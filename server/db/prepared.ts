// Statements worth parsing and planning once per database connection: the list call's guard and
// page queries, run many times a second with few distinct texts. A statement opts in with a
// leading comment; the drivers (connect.ts for pg, pglite/statements.ts) keep it as a named
// prepared statement, up to a bound per connection. Others stay unnamed, planned per call.
// PostgreSQL still plans a named statement per call while its generic plan looks dearer than the
// custom ones; GENERIC_MARK asks for the generic plan every time (PostgreSQL server only,
// split-driver.ts): for statements whose every plan is the same index walk (keys, the scope and a
// range on the sort column), never for a pattern (LIKE $n cannot use a prefix index generically).
import { sql } from 'kysely';

export const PREPARED_MARK = '/*prepared*/';
export const GENERIC_MARK = '/*prepared generic*/';

/** The marks, for the front of a raw `sql` text (fixed texts use the constants themselves). */
export const prepared = sql.raw(PREPARED_MARK);
export const preparedGeneric = sql.raw(GENERIC_MARK);

const head = (text: string) => text.slice(0, 40);
export const isPrepared = (text: string): boolean => head(text).includes('/*prepared');
export const wantsGenericPlan = (text: string): boolean => head(text).includes(GENERIC_MARK);
