// Cross-references inside a form file that the meta-schema cannot express: id = file name,
// required / match / ui:order / uiSchema keys name existing properties (a property of a conditional
// branch counts), a property only a branch declares has a type, a condition names a property, a
// field with choicesFrom is a select / multiselect / tags not listed in required, whose args name
// properties and which has an endpoint or the form's loadEndpoint; atLeastOne names boolean properties, addressFields string ones;
// widgets, fields and their options belong to the widget vocabulary (checkUiVocabulary).
import { choicesFromFields, choicesUiOf, ITEM } from '../choices/choicesFrom';
import { widgetsWith } from '../widgets/vocabulary';
import { checkUiVocabulary } from './checkUiVocabulary';
import { allProperties, conditionalsOf } from './conditionals';
import { emptyRanges, schemaNodes } from './fieldMeaning';
import type { FormObjectSchema } from './formFile';
import { issue, type SchemaIssue } from './issue';

interface FieldLike {
  match?: string;
  properties?: Record<string, FieldLike>;
  required?: string[];
}
interface FormLike {
  id: string;
  loadEndpoint?: string;
  atLeastOne?: { fields: string[] };
  addressFields?: string[];
  addressPrefill?: string[];
  jsonFields?: string[];
  schema: FieldLike;
  uiSchema?: Record<string, unknown>;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function checkObject(file: string, node: FieldLike, ui: Record<string, unknown> | undefined, sp: string, up: string, out: SchemaIssue[]) {
  const props = (sp === '/schema' ? allProperties(node as FormObjectSchema) : node.properties ?? {}) as Record<string, FieldLike>;
  (node.required ?? []).forEach((name, i) => {
    if (!(name in props)) out.push(issue(file, `${sp}/required/${i}`, `no property "${name}"`));
  });
  for (const [name, field] of Object.entries(props)) {
    if (field.match !== undefined && !(field.match in props)) {
      out.push(issue(file, `${sp}/properties/${esc(name)}/match`, `no sibling property "${field.match}"`));
    }
    if (field.properties) {
      const sub = ui?.[name] as Record<string, unknown> | undefined;
      checkObject(file, field, sub, `${sp}/properties/${esc(name)}`, `${up}/${esc(name)}`, out);
    }
  }
  if (!ui) return;
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((name, i) => {
      if (name !== '*' && !(String(name) in props)) out.push(issue(file, `${up}/ui:order/${i}`, `no property "${String(name)}"`));
    });
  }
  for (const key of Object.keys(ui)) {
    if (!key.startsWith('ui:') && !(key in props)) out.push(issue(file, `${up}/${esc(key)}`, `no property "${key}" in schema`));
  }
}

function checkConditionals(file: string, schema: FormObjectSchema, out: SchemaIssue[]) {
  const all = allProperties(schema);
  const own = schema as unknown as Record<string, unknown>;
  conditionalsOf(schema).forEach((c) => {
    const at = c === own ? '/schema' : `/schema/allOf/${(schema.allOf ?? []).indexOf(c as never)}`;
    for (const name of Object.keys((c.if.properties ?? {}) as object)) {
      if (!(name in all)) out.push(issue(file, `${at}/if/properties/${esc(name)}`, `no property "${name}"`));
    }
    for (const key of ['then', 'else'] as const) {
      const branch = c[key];
      (branch?.required ?? []).forEach((name, i) => {
        if (!(name in all)) out.push(issue(file, `${at}/${key}/required/${i}`, `no property "${name}"`));
      });
      for (const [name, patch] of Object.entries(branch?.properties ?? {})) {
        if (!(name in schema.properties) && patch.type === undefined) {
          out.push(issue(file, `${at}/${key}/properties/${esc(name)}/type`, 'is required (the property is not declared in schema.properties)'));
        }
      }
    }
  });
}

const CHOICE_WIDGETS: readonly string[] = widgetsWith('choices');

function checkChoicesFrom(file: string, form: FormLike, out: SchemaIssue[]) {
  const schema = form.schema as FormObjectSchema;
  const all = allProperties(schema);
  const required = new Set([
    ...(schema.required ?? []),
    ...conditionalsOf(schema).flatMap((c) => [...(c.then?.required ?? []), ...(c.else?.required ?? [])]),
  ]);
  for (const [key, spec] of Object.entries(choicesFromFields(form.uiSchema))) {
    const { ui, pointer: at } = choicesUiOf(form.uiSchema, key);
    const [array, field] = key.split(ITEM);
    // A field inside array items: its required list is the items schema's.
    const items = field === undefined ? undefined : (all[array] as { items?: FormObjectSchema } | undefined)?.items;
    const name = field ?? key;
    if (field !== undefined && !(items?.type === 'object' && items.properties && field in items.properties)) {
      out.push(issue(file, at, `no property "${field}" in the items of "${array}"`));
    }
    const widget = ui['ui:widget'];
    if (typeof widget !== 'string' || !CHOICE_WIDGETS.includes(widget)) {
      out.push(issue(file, `${at}/ui:widget`, `must be one of ${CHOICE_WIDGETS.join(', ')} with choicesFrom`));
    }
    if ((field === undefined ? required : new Set(items?.required ?? [])).has(name)) {
      out.push(issue(file, `${at}/ui:options/choicesFrom`, `"${name}" is required while it has choices: remove it from required`));
    }
    if (!spec.endpoint && !form.loadEndpoint) out.push(issue(file, `${at}/ui:options/choicesFrom/endpoint`, 'is required (the form has no loadEndpoint)'));
    for (const [arg, sibling] of Object.entries(spec.args ?? {})) {
      if (!(sibling in all)) out.push(issue(file, `${at}/ui:options/choicesFrom/args/${esc(arg)}`, `no property "${sibling}"`));
    }
  }
}

/** Bounds that leave no value (minimum 30 with maximum 25), in any schema node, or in a top-level
 * property once a branch's bounds are merged into it (reported at the property). */
function checkRanges(file: string, schema: FormObjectSchema, out: SchemaIssue[]) {
  const found = new Map<string, string>();
  for (const [node, at] of schemaNodes(schema, '/schema')) for (const [key, reason] of emptyRanges(node)) found.set(`${at}/${key}`, reason);
  for (const [name, field] of Object.entries(allProperties(schema))) {
    if (!(name in schema.properties)) continue;
    for (const [key, reason] of emptyRanges(field as unknown as Record<string, unknown>)) {
      const at = `/schema/properties/${esc(name)}/${key}`;
      if (!found.has(at)) found.set(at, `${reason} (with the bounds a condition adds)`);
    }
  }
  for (const [pointer, reason] of found) out.push(issue(file, pointer, reason));
}

export function checkFormRefs(file: string, form: FormLike): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const base = file.split('/').pop()?.replace(/\.json$/, '');
  if (form.id !== base) out.push(issue(file, '/id', `must equal the file name "${base}"`));
  checkObject(file, form.schema, form.uiSchema, '/schema', '/uiSchema', out);
  checkConditionals(file, form.schema as FormObjectSchema, out);
  checkChoicesFrom(file, form, out);
  checkRanges(file, form.schema as FormObjectSchema, out);
  out.push(...checkUiVocabulary(file, form.schema as FormObjectSchema, form.uiSchema));
  const props = allProperties(form.schema as FormObjectSchema) as Record<string, { type?: string }>;
  form.atLeastOne?.fields.forEach((name, i) => {
    if (props[name]?.type !== 'boolean') out.push(issue(file, `/atLeastOne/fields/${i}`, `no boolean property "${name}"`));
  });
  form.addressFields?.forEach((name, i) => {
    if (props[name]?.type !== 'string') out.push(issue(file, `/addressFields/${i}`, `no string property "${name}"`));
  });
  form.addressPrefill?.forEach((name, i) => {
    if (props[name]?.type !== 'string') out.push(issue(file, `/addressPrefill/${i}`, `no string property "${name}"`));
  });
  form.jsonFields?.forEach((name, i) => {
    if (props[name]?.type !== 'object') out.push(issue(file, `/jsonFields/${i}`, `no object property "${name}"`));
  });
  return out;
}
