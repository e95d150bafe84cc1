// Where a form's save stores each field it declares. A store names the form file, the GET call that
// reads the record back, the fields kept in a dedicated column, the fields that name the record
// (path or identity, not values), and the JSONB column that holds every other value field, so a
// field an analyst adds to the form file is stored and read back with no server change. A store
// whose storage has no such column says why (`noValues`); tests/unit/server/formStores.test.ts then
// fails naming the form and the field (docs/decisions.md, "Forms persist what they declare").
import { validateForm } from '../../engine/core/validation/index.ts';
import { badRequest } from '../http/errors.ts';
import { formFields, type FormField } from './form-fields.ts';
import { maskFreeText } from '../security/free-text.ts';

export type FormStore = {
  /** schemas/forms/<form>.json */
  form: string;
  /** `<group>.<name>` of the GET call whose reply holds the stored fields. */
  load: string;
  /** field -> `table.column` of its dedicated column. */
  columns: Readonly<Record<string, string>>;
  /** Fields that name the record (a path or identity field), not values. */
  keys?: readonly string[];
  /** `table.column` (JSONB) holding every other value field, or null with the reason in noValues. */
  values: string | null;
  noValues?: string;
};

export type StoredValues = { columns: Record<string, unknown>; values: Record<string, unknown> };

export const NOT_IN_FORM = 'This field is not part of the form';
export const CANNOT_STORE = 'This field cannot be stored';
const SCALAR = new Set(['string', 'integer', 'number', 'boolean']);

const inValues = (store: FormStore, f: FormField) => f.role === 'value' && !(f.name in store.columns) && !store.keys?.includes(f.name);

/** The form's value fields the store keeps in its JSONB column. */
export const valueFields = (store: FormStore): string[] => formFields(store.form).filter((f) => inValues(store, f)).map((f) => f.name);

/** The form's file fields (stored as files, never as values). */
export const fileFields = (formId: string): string[] => formFields(formId).filter((f) => f.role === 'file').map((f) => f.name);

/** Why the store cannot keep a field of its form (or a column it names), `[field, reason]`; empty when it keeps them all. */
export function unstorable(store: FormStore): Array<[string, string]> {
  const fields = formFields(store.form);
  const out: Array<[string, string]> = [];
  for (const f of fields) {
    if (f.role !== 'value') continue;
    const column = store.columns[f.name];
    if (column) {
      const type = f.schema.type;
      if (typeof type !== 'string' || !SCALAR.has(type)) {
        out.push([f.name, `is stored in the column ${column}, which holds one text, number or boolean: declare "type" as one of those`]);
      }
    } else if (!store.keys?.includes(f.name) && store.values === null) {
      out.push([f.name, `the server would not store it: ${store.noValues ?? 'the storage has no column for it'}`]);
    }
  }
  for (const name of [...Object.keys(store.columns), ...(store.keys ?? [])]) {
    if (!fields.some((f) => f.name === name)) out.push([name, 'the server names a column for it but the form does not declare it']);
  }
  return out;
}

/**
 * The body of a save, checked and split: errors in the spec's shape for a key the form does not
 * declare, a value the form's schema refuses (validateForm) or a value its column cannot hold.
 * Read-only, file and key fields are accepted and left out. A card number typed into a free text is
 * stored masked (server/security/free-text.ts).
 */
export function splitBody(store: FormStore, body: unknown): StoredValues & { errors: Array<[string, string]> } {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : {};
  const fields = new Map(formFields(store.form).map((f) => [f.name, f]));
  const errors: Array<[string, string]> = Object.keys(input).filter((k) => !fields.has(k)).map((k) => [k, NOT_IN_FORM]);
  errors.push(...validateForm(store.form, body ?? {}));
  const out: StoredValues = { columns: {}, values: {} };
  for (const [name, value] of Object.entries(maskFreeText(store.form, input))) {
    const f = fields.get(name);
    if (!f || f.role !== 'value' || store.keys?.includes(name) || value === undefined) continue;
    if (name in store.columns) {
      if (value !== null && typeof value === 'object') errors.push([name, CANNOT_STORE]);
      else out.columns[name] = value;
    } else if (store.values !== null) out.values[name] = value;
    else if (value !== null && value !== '') errors.push([name, CANNOT_STORE]);
  }
  return { ...out, errors: dedupe(errors) };
}

/** splitBody, answering 400 `{"error": [[field, message], ...]}` when anything is refused. */
export function storedValues(store: FormStore, body: unknown): StoredValues {
  const { columns, values, errors } = splitBody(store, body);
  if (errors.length) throw badRequest(errors);
  return { columns, values };
}

function dedupe(errors: Array<[string, string]>): Array<[string, string]> {
  const seen = new Set<string>();
  return errors.filter(([field, message]) => {
    const key = JSON.stringify([field, message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
