// Client state of a SchemaForm outside React state: current data, errors from the precompiled
// validator, touched fields, server errors, submitting. Widgets subscribe to their own field (by
// rjsf id) and the submit button to `valid`, so a commit re-renders the changed field and the fields
// whose shown error changed - never the whole rjsf form.
// Fast path: a top-level field of a form without conditional schema parts commits here only (rjsf's
// own formData is not told; the field's value comes from this store). Other fields go through rjsf's
// onChange (the whole form re-renders, as rjsf needs the data to re-resolve the schema).
// Choices from the server (ui:options.choicesFrom) are kept here too: their rule (required when the
// list is not empty, the value one of the choices) joins the precompiled validator's errors.
import { ACTION_RESULT_MS, actionReducer, type ActionState } from '../actions/actionMachine';
import { choiceErrors, choicesKeyMatches, type ServerChoice } from '../core/choices/choicesFrom';
import { inactiveFields } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { fieldId } from './fieldOrder';
import { sameErrors, validateData, type FieldErrors, type PrecompiledValidate } from './validateData';
import type { FieldStore } from '../widgets/formContext';

type Listener = () => void;
const VALID = ' valid';
const SUBMITTING = ' submitting';
const DATA = ' data';

export class FormStore implements FieldStore {
  data: Record<string, unknown>;
  errors: FieldErrors = {};
  private touched = new Set<string>();
  private showAll = false;
  private server: FieldErrors = {};
  /** The submit button's action state (spec 000 s.4): pending while the call runs, then success
   * (green) or error (red) for ACTION_RESULT_MS, then idle. */
  private submitState: ActionState = 'idle';
  private submitTimer: ReturnType<typeof setTimeout> | undefined;
  /** Shown message by rjsf id (root_a_b). */
  private shown = new Map<string, string>();
  /** Values committed on the fast path, by top-level field name. */
  private values = new Map<string, unknown>();
  private listeners = new Map<string, Set<Listener>>();
  private readonly fastIds: Map<string, string>;
  /** Resolved server choice lists by choicesFrom key (`name`, `<array>.*.<field>`; absent: not loaded yet). */
  private choiceLists = new Map<string, readonly ServerChoice[]>();
  private choiceKeys = new Set<string>();
  /** Files picked in `attachment` fields by field name (the data holds their names). */
  readonly attachments = new Map<string, File[]>();
  /** Fields not shown for the current data (conditional branches): the choices rule skips them. */
  inactive: (data: Record<string, unknown>) => readonly string[] = () => [];

  constructor(
    private readonly validate: PrecompiledValidate,
    initial: Record<string, unknown>,
    private readonly t: (s: string) => string,
    fastFields: readonly string[],
  ) {
    this.data = initial;
    this.fastIds = new Map(fastFields.map((f) => [fieldId(f), f]));
    this.errors = validateData(validate, initial, t);
  }

  // --- FieldStore (widgets) ---
  subscribe = (key: string, listener: Listener) => {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  errorOf = (id: string) => this.shown.get(id);
  valueOf = (id: string, fallback: unknown) => {
    const name = this.fastIds.get(id);
    return name !== undefined && this.values.has(name) ? this.values.get(name) : fallback;
  };
  fastField = (id: string) => this.fastIds.get(id);
  choicesOf = (id: string) => {
    for (const key of this.choiceKeys) if (choicesKeyMatches(key, id)) return this.choiceLists.get(key);
    return undefined;
  };
  isValid = () => Object.keys(this.errors).length === 0;
  isSubmitting = () => this.submitState === 'pending';
  submitStateOf = () => this.submitState;

  // --- SchemaForm ---
  /** A value committed on the fast path (top-level field, rjsf not involved). */
  commit(name: string, value: unknown) {
    // The same value again (a blur flushing what was already sent) is no change: the server's message
    // under the field stays until the user edits it.
    if (name in this.data ? Object.is(this.data[name], value) : value === undefined) return;
    this.values.set(name, value);
    const next = { ...this.data };
    if (value === undefined) delete next[name];
    else next[name] = value;
    this.data = next;
    this.emit(fieldId(name));
    this.changed(name);
  }

  /** rjsf reported new form data (slow path); fast-path values stay authoritative. */
  rjsfChanged(formData: Record<string, unknown>, field: string | undefined) {
    const next = { ...formData };
    for (const [name, value] of this.values) {
      if (value === undefined) delete next[name];
      else next[name] = value;
    }
    this.data = next;
    this.changed(field);
  }

  /** A field's server choices arrived (undefined: being loaded again). */
  setChoices(name: string, list: readonly ServerChoice[] | undefined) {
    const before = this.choiceLists.get(name);
    if (before === list || (before && list && JSON.stringify(before) === JSON.stringify(list))) return;
    this.choiceKeys.add(name);
    if (list) this.choiceLists.set(name, list);
    else this.choiceLists.delete(name);
    for (const id of [...this.listeners.keys()]) if (choicesKeyMatches(name, id)) this.emit(id);
    this.revalidate();
  }

  subscribeData = (l: Listener) => this.subscribe(DATA, l);
  dataOf = () => this.data;

  private changed(field: string | undefined) {
    if (field) {
      this.touched.add(field);
      if (field in this.server) {
        const server = { ...this.server };
        delete server[field];
        this.server = server;
      }
    }
    this.revalidate();
    this.emit(DATA);
  }

  /** Empties fields without marking them touched (no 'required' shown until the user types again). */
  clearFields(names: readonly string[]) {
    const next = { ...this.data };
    for (const name of names) {
      delete next[name];
      this.values.set(name, undefined);
      this.touched.delete(name);
    }
    this.data = next;
    this.showAll = false;
    this.revalidate();
    for (const name of names) this.emit(fieldId(name));
    this.emit(DATA);
  }

  /** New data from outside (loaded record): replaces everything typed. */
  reset(data: Record<string, unknown>) {
    this.data = data;
    this.values.clear();
    this.revalidate();
    this.emit(DATA);
  }

  revalidate(): FieldErrors {
    const hidden = this.choiceLists.size ? this.inactive(this.data) : [];
    const lists = hidden.length ? new Map([...this.choiceLists].filter(([key]) => !hidden.includes(key.split('.')[0]))) : this.choiceLists;
    const fromChoices = choiceErrors(this.data, lists);
    for (const field of Object.keys(fromChoices)) fromChoices[field] = this.t(fromChoices[field]);
    const next = { ...validateData(this.validate, this.data, this.t), ...fromChoices };
    const wasValid = this.isValid();
    if (!sameErrors(this.errors, next)) this.errors = next;
    if (wasValid !== this.isValid()) this.emit(VALID);
    this.publish();
    return this.errors;
  }

  /** Leaving a field the user never filled shows no error yet (only a submit does). */
  touch = (field: string) => {
    const value = this.data[field];
    if (value !== undefined && value !== '' && !this.touched.has(field)) {
      this.touched.add(field);
      this.publish();
    }
  };

  setShowAll(on: boolean) {
    this.showAll = on;
    this.publish();
  }

  setServerErrors(errors: FieldErrors) {
    this.server = errors;
    this.publish();
  }

  /** The call starts. */
  startSubmit() {
    clearTimeout(this.submitTimer);
    this.moveSubmit('start');
  }

  /** The call answered: success or error shows for a while, then the button is as before. */
  finishSubmit(ok: boolean) {
    this.moveSubmit(ok ? 'succeed' : 'fail');
    this.submitTimer = setTimeout(() => this.moveSubmit('reset'), ACTION_RESULT_MS);
  }

  private moveSubmit(event: Parameters<typeof actionReducer>[1]) {
    this.submitState = actionReducer(this.submitState, event);
    this.emit(SUBMITTING);
  }

  subscribeValid = (l: Listener) => this.subscribe(VALID, l);
  subscribeSubmitting = (l: Listener) => this.subscribe(SUBMITTING, l);

  /** Recomputes the shown messages and notifies only the fields whose message changed. */
  private publish() {
    const next = new Map<string, string>();
    for (const [field, message] of Object.entries(this.errors)) {
      if (this.showAll || this.touched.has(field.split('.')[0])) next.set(fieldId(field), message);
    }
    for (const [field, message] of Object.entries(this.server)) next.set(fieldId(field), message);
    const prev = this.shown;
    this.shown = next;
    for (const [id, message] of next) if (prev.get(id) !== message) this.emit(id);
    for (const id of prev.keys()) if (!next.has(id)) this.emit(id);
  }

  private emit(key: string) {
    this.listeners.get(key)?.forEach((l) => l());
  }
}

/** The store of a form: top-level non-object fields take the fast path unless the schema has
 * conditional parts; then fields of a branch that does not hold are inactive. */
export function createFormStore(
  form: Pick<FormFile, 'schema'>,
  validate: PrecompiledValidate,
  initial: Record<string, unknown>,
  t: (s: string) => string,
  order: readonly string[],
): FormStore {
  const conditional = hasConditionals(form.schema);
  const fast = conditional ? [] : order.filter((f) => form.schema.properties[f]?.type !== 'object');
  const store = new FormStore(validate, initial, t, fast);
  if (conditional) store.inactive = (data) => inactiveFields(form.schema, data);
  return store;
}

/** Schema parts whose rendering depends on the data: rjsf must see every change. */
const CONDITIONAL = ['if', 'then', 'else', 'dependencies', 'dependentSchemas', 'dependentRequired', 'oneOf', 'anyOf', 'allOf', '$ref'];

export function hasConditionals(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasConditionals);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(([k, v]) => CONDITIONAL.includes(k) || (k !== 'enum' && k !== 'const' && k !== 'default' && hasConditionals(v)));
}
