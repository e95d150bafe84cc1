// Form-level rule `atLeastOne` (schemas/forms/<id>.json): at least one of the listed boolean fields
// must be on, else the form is refused before any call with `message`, as an alert shown `alertMs`
// (spec 002 s.5: 'Choose at least one privilege', 1 second). Shared by the browser and the server.
import type { FormFile } from './formFile';

export interface AtLeastOne {
  fields: string[];
  message: string;
  alertMs?: number;
}

/** The rule's message when `data` has none of its fields on; null when it holds or the form has none. */
export function atLeastOneMissing(form: Pick<FormFile, 'atLeastOne'>, data: unknown): string | null {
  const rule = form.atLeastOne;
  if (!rule) return null;
  const values = (data ?? {}) as Record<string, unknown>;
  return rule.fields.some((f) => values[f] === true) ? null : rule.message;
}
