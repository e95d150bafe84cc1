// A form's uiSchema against the closed widget vocabulary (engine/core/widgets/vocabulary.ts): a
// `ui:widget` / `ui:field` the engine has, on a field of a shape it accepts, with only the
// `ui:options` it reads (each of its declared type). Which `ui:` keys exist at all is the forms
// meta-schema's business (schemas/_meta/forms.json, fieldUi / objectUi).
import {
  COMMON_OPTIONS,
  fieldDeclaration,
  fieldNames,
  widgetDeclaration,
  widgetNames,
  type FieldShape,
  type OptionType,
  type WidgetDeclaration,
} from '../widgets/vocabulary';
import { esc, isObject, type Json as Node } from './checkCrossRefsCorpus';
import { allProperties } from './conditionals';
import type { FormObjectSchema } from './formFile';
import { issue, type SchemaIssue } from './issue';


function shapeOf(field: Node): FieldShape | undefined {
  if (typeof field.type !== 'string') return undefined;
  if (field.type !== 'array') return field.type as FieldShape;
  const item = isObject(field.items) && typeof field.items.type === 'string' ? field.items.type : 'string';
  return `array<${item}>` as FieldShape;
}

function typeOf(value: unknown): OptionType {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as OptionType;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
const fits = (value: unknown, type: OptionType) => typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer');

function checkField(file: string, field: Node, ui: Node, at: string, out: SchemaIssue[]): void {
  const widget = ui['ui:widget'];
  const fieldName = ui['ui:field'];
  let declared: WidgetDeclaration | undefined;
  let what = '';
  if (typeof widget === 'string') {
    declared = widgetDeclaration(widget);
    what = `widget "${widget}"`;
    if (!declared) out.push(issue(file, `${at}/ui:widget`, `unknown widget "${widget}" (one of ${widgetNames().join(', ')})`));
  } else if (typeof fieldName === 'string') {
    declared = fieldDeclaration(fieldName);
    what = `field "${fieldName}"`;
    if (!declared) out.push(issue(file, `${at}/ui:field`, `unknown field "${fieldName}" (one of ${fieldNames().join(', ')})`));
  }
  const shape = shapeOf(field);
  if (declared && shape && declared.accepts !== 'any' && !declared.accepts.includes(shape)) {
    const key = typeof widget === 'string' ? 'ui:widget' : 'ui:field';
    out.push(issue(file, `${at}/${key}`, `${what} does not show ${article(shape)} ${shape} field (it takes ${declared.accepts.join(', ')})`));
  }
  const options = ui['ui:options'];
  if (!isObject(options)) return;
  const allowed: Record<string, OptionType> = { ...COMMON_OPTIONS, ...declared?.options };
  for (const [name, value] of Object.entries(options)) {
    const type = allowed[name];
    const pointer = `${at}/ui:options/${esc(name)}`;
    if (!type) {
      const known = Object.keys(allowed).join(', ');
      const reason = what
        ? `unknown option "${name}" of ${what} (its options: ${known})`
        : `unknown option "${name}" (without ui:widget a field takes only ${known})`;
      out.push(issue(file, pointer, reason));
    } else if (!fits(value, type)) {
      out.push(issue(file, pointer, `must be ${article(type)} ${type}`));
    }
  }
}

/** Walks the uiSchema with the schema it describes (nested objects and arrays of objects too). */
function walk(file: string, properties: Record<string, unknown>, ui: Node, at: string, out: SchemaIssue[]): void {
  for (const [name, sub] of Object.entries(ui)) {
    const field = properties[name];
    if (name.startsWith('ui:') || !isObject(sub) || !isObject(field)) continue;
    const here = `${at}/${esc(name)}`;
    checkField(file, field, sub, here, out);
    const inner = isObject(field.items) ? field.items : field;
    if (isObject(inner.properties)) walk(file, inner.properties, sub, here, out);
  }
}

export function checkUiVocabulary(file: string, schema: FormObjectSchema, uiSchema: unknown): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  if (isObject(uiSchema)) walk(file, allProperties(schema), uiSchema, '/uiSchema', out);
  return out;
}
