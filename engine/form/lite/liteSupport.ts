// Which form files the lite renderer (LiteForm) can show: flat forms of text fields (text, email,
// password widgets) without conditional parts, loaded data, server choices or form-level rules,
// whose endpoint takes JSON.
// Anything else is the full engine's (SchemaForm); a page using LiteForm falls back to it.
import type { CallTable } from '../../api/plainCall';
import type { FormField, FormFile } from '../../core/schema/formFile';
import { hasConditionals } from '../formStore';

export type LiteWidget = 'text' | 'email' | 'password';

const WIDGETS = new Set<string>(['text', 'email', 'password']);
/** ui schema keys of a field LiteForm honours; any other needs the full engine. */
const FIELD_UI_KEYS = new Set(['ui:widget', 'ui:autofocus', 'ui:autocomplete', 'ui:placeholder']);
/** Form file keys LiteForm honours (the rest describe features it does not have). */
const FORM_KEYS = new Set(['id', 'title', 'description', 'endpoint', 'submitLabel', 'successMessage', 'schema', 'uiSchema']);

/** The widget of a field: `ui:widget`, else `email` for the email format, else `text`. */
export function liteWidget(field: FormField, ui: Record<string, unknown> | undefined): LiteWidget {
  const widget = ui?.['ui:widget'];
  if (typeof widget === 'string') return widget as LiteWidget;
  return field.format === 'email' ? 'email' : 'text';
}

/** Why LiteForm cannot show this form with these calls, or null when it can. */
export function liteProblem(form: FormFile, calls: CallTable): string | null {
  const endpoint = calls[form.endpoint];
  if (!endpoint) return `endpoint '${form.endpoint}' is not among the page's calls`;
  if (endpoint.multipart) return `endpoint '${form.endpoint}' is multipart`;
  const extra = Object.keys(form).find((key) => !FORM_KEYS.has(key));
  if (extra) return `form key '${extra}'`;
  if (hasConditionals(form.schema)) return 'conditional schema parts';
  const ui = form.uiSchema ?? {};
  const rootKey = Object.keys(ui).find((key) => key.startsWith('ui:') && key !== 'ui:order');
  if (rootKey) return `'${rootKey}'`;
  for (const [name, field] of Object.entries(form.schema.properties)) {
    if (field.type !== 'string' || field.enum || field.oneOf) return `field '${name}' is not a plain text field`;
    const fieldUi = (ui[name] ?? {}) as Record<string, unknown>;
    const key = Object.keys(fieldUi).find((k) => !FIELD_UI_KEYS.has(k));
    if (key) return `field '${name}': '${key}'`;
    if (!WIDGETS.has(liteWidget(field, fieldUi))) return `field '${name}': widget '${String(fieldUi['ui:widget'])}'`;
  }
  return null;
}
