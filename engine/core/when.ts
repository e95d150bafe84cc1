// One condition language for the `when`s of the schema files (lists, records, modals, tab groups):
// a test on one field's value, exactly one of equals / notEquals / present / past; an array holds
// when every condition in it does. Each engine reads a field its own way (a row, a modal's record, a
// record page's reply and parameters) and passes that reader. Forms keep JSON Schema's if/then/else
// (conditionals.ts): a form's condition is on its own data and is validated by ajv on the server.
type Scalar = string | number | boolean | null;

export type Condition = { field: string } & (
  | { equals: Scalar }
  | { notEquals: Scalar }
  /** true: the value is there (not null, undefined or ''). */
  | { present: boolean }
  /** true: the value is a date/time before now; false: it is not. */
  | { past: boolean }
);

/** A condition, or several that must all hold. */
export type When = Condition | Condition[];

function test(c: Condition, v: unknown, now: number): boolean {
  if ('equals' in c) return v === c.equals;
  if ('notEquals' in c) return v !== c.notEquals;
  if ('present' in c) return (v !== undefined && v !== null && v !== '') === c.present;
  const at = typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
  return !Number.isNaN(at) && at < now === c.past;
}

export function whenHolds(when: When, read: (path: string) => unknown, now: number = Date.now()): boolean {
  return (Array.isArray(when) ? when : [when]).every((c) => test(c, read(c.field), now));
}
