// Individuals of a company (spec 002 s.3): director, ubo, authorized. Each type has its form file
// schemas/forms/individual_<type>.json: the names (their own columns), every other value field
// (kept in the individual's `data` document) and the file fields, all read from the form file.
// Select fields take their choices from the server (`choices` in the info reply) and are required
// when their choices exist.
import { fileFields, type FormStore } from '../forms/form-store.ts';
import type { IndividualType } from './tables.ts';

export const INDIVIDUAL_TYPES: readonly IndividualType[] = ['director', 'ubo', 'authorized'];
export const TYPE_LABELS: Record<IndividualType, string> = { director: 'Director', ubo: 'Ultimate beneficial owner', authorized: 'Authorized person' };

/** The store of each type's form: `id` names the record, `type` and the names are columns, the rest is `data`. */
const individualStore = (type: IndividualType): FormStore => ({
  form: `individual_${type}`,
  load: 'companies.individual',
  columns: Object.fromEntries(['type', 'given_name', 'middle_name', 'surname'].map((f) => [f, `company_individuals.${f}`])),
  keys: ['id'],
  values: 'company_individuals.data',
});
export const INDIVIDUAL_STORES: Record<IndividualType, FormStore> = {
  director: individualStore('director'), ubo: individualStore('ubo'), authorized: individualStore('authorized'),
};
/** File fields of any type's form (the upload calls accept these names). */
export const FILE_FIELDS: readonly string[] = [...new Set(INDIVIDUAL_TYPES.flatMap((t) => fileFields(`individual_${t}`)))];
export const INDIVIDUAL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INDIVIDUAL_UPLOAD = { maxBytes: INDIVIDUAL_FILE_MAX_BYTES, kinds: ['pdf', 'png', 'jpeg'], kindsText: 'PDF, PNG or JPG' } as const;

export type Choice = { value: string; label: string };
const CITIZENSHIP: Choice[] = [
  ['AM', 'Armenia'], ['AZ', 'Azerbaijan'], ['DE', 'Germany'], ['EE', 'Estonia'], ['FR', 'France'], ['GB', 'United Kingdom'],
  ['GE', 'Georgia'], ['LT', 'Lithuania'], ['LV', 'Latvia'], ['PL', 'Poland'], ['UA', 'Ukraine'], ['US', 'United States'],
].map(([value, label]) => ({ value, label }));
const ID_DOCUMENT_TYPES: Choice[] = [
  { value: 'passport', label: 'Passport' }, { value: 'id_card', label: 'ID card' }, { value: 'residence_permit', label: 'Residence permit' },
];

/** The select fields of a type and their choices (same for every type today). */
export function choicesFor(_type: IndividualType): Record<string, Choice[]> {
  return { citizenship: CITIZENSHIP, id_document_type: ID_DOCUMENT_TYPES };
}

export const isIndividualType = (v: unknown): v is IndividualType => typeof v === 'string' && (INDIVIDUAL_TYPES as readonly string[]).includes(v);

/** Server side of "select fields are required when choices exist": a select with choices needs one of them. */
export function checkChoices(type: IndividualType, body: Record<string, unknown>): Array<[string, string]> {
  const errors: Array<[string, string]> = [];
  for (const [field, choices] of Object.entries(choicesFor(type))) {
    const value = body[field];
    const empty = value === undefined || value === null || value === '';
    if (choices.length > 0 && (empty || !choices.some((c) => c.value === value))) errors.push([field, 'field is required']);
  }
  return errors;
}
