// TypeScript view of schemas/_meta/forms.json (the meta-schema is the authority).
import type { AtLeastOne } from './atLeastOne';

export type FormFormat = 'email' | 'emails' | 'url' | 'phone' | 'iban' | 'amount' | 'decimal' | 'number' | 'date';

export interface FormChoice {
  const: string | number | boolean;
  title: string;
}

export interface FormField {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  title?: string;
  description?: string;
  default?: unknown;
  format?: FormFormat;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  match?: string;
  numrange?: [number, number];
  enum?: unknown[];
  oneOf?: FormChoice[];
  items?: FormField;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, FormField>;
  readOnly?: boolean;
}

export interface FormObjectSchema {
  type: 'object';
  title?: string;
  description?: string;
  required?: string[];
  properties: Record<string, FormField>;
  /** Conditional parts (engine/core/schema/conditionals.ts): a top-level `if` and/or `allOf` items. */
  if?: FormCondition;
  then?: FormBranch;
  else?: FormBranch;
  allOf?: Array<{ if: FormCondition; then?: FormBranch; else?: FormBranch }>;
}

/** `if` of a conditional: `properties` with `const` / `enum` / `not`, and `required`. */
export interface FormCondition {
  properties?: Record<string, { const?: unknown; enum?: unknown[]; not?: { const?: unknown; enum?: unknown[] } }>;
  required?: string[];
}

/** `then` / `else`: properties added or changed (a property new to the form needs a `type`) and required names. */
export interface FormBranch {
  properties?: Record<string, Partial<FormField>>;
  required?: string[];
}

export type FormUiSchema = { [key: string]: unknown };

export interface FormFile {
  id: string;
  title: string;
  description?: string;
  endpoint: string;
  endpointWhen?: Array<{ field: string; endpoint: string }>;
  loadEndpoint?: string;
  /** Fields a form page reads from and writes to its address (path parameter, else query key). */
  addressFields?: string[];
  /** Fields a form page takes from the address at start only (never written back). */
  addressPrefill?: string[];
  /** A form page sends an Idempotency-Key with its call (one per request until a reply spends it). */
  idempotent?: boolean;
  submitLabel?: string;
  /** Success alert; `{field}` / `{field|amount}` filled from the values sent, `{reply.x}` from the reply. */
  successMessage?: string;
  /** Success alerts by the reply: the first whose `when` holds (none: always), in place of successMessage. */
  successMessages?: Array<{ text: string; when?: { field: string; equals: string | number | boolean | null } }>;
  /** A money move asks first: `text` filled from the values, confirmed by `label` (default the submit label). */
  confirm?: { text: string; label?: string };
  /** Top-level fields emptied once the call has answered (card data typed for one charge). */
  clearAfterSubmit?: string[];
  /** Top-level object fields sent as their JSON text (a call that takes the object as a string). */
  jsonFields?: string[];
  atLeastOne?: AtLeastOne;
  schema: FormObjectSchema;
  uiSchema?: FormUiSchema;
}
