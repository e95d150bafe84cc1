// Which strings of a schema file are texts shown to the user (and so translated): pointer patterns
// by folder (`schemas/<folder>/x.json`) or top-level file name, `*` one key or index, `**` any
// depth. The engine translates exactly these (engine/form/translateSchema.ts: every title and
// description of a form's schema), and the `enum` values a choice field shows as labels.
import { esc, isObject, type Json } from './checkCrossRefsCorpus';

const TEXTS: Record<string, readonly string[]> = {
  forms: [
    '/title',
    '/description',
    '/submitLabel',
    '/successMessage',
    '/successMessages/*/text',
    '/confirm/text',
    '/confirm/label',
    '/atLeastOne/message',
    '/schema/**/title',
    '/schema/**/description',
    '/uiSchema/**/ui:help',
    '/uiSchema/**/ui:placeholder',
    '/uiSchema/**/ui:title',
    '/uiSchema/**/ui:description',
    '/uiSchema/ui:groups/*/title',
    '/uiSchema/ui:groups/*/all',
    '/uiSchema/**/ui:options/choicesFrom/emptyMessage',
    '/uiSchema/**/ui:options/enumNames/*',
  ],
  lists: ['/title', '/columns/*/label', '/columns/*/notes/*/text', '/*Actions/*/label', '/*Actions/*/successMessage', '/*Actions/*/errorMessage', '/empty/*/message', '/empty/*/text', '/page/links/*/label', '/totals/label'],
  filters: ['/items/*/label', '/items/*/choices/*/label'],
  modals: [
    '/title',
    '/body/text',
    '/body/record/fields/*/label',
    '/body/notices/*/text',
    '/actions/*/label',
    '/actions/*/successMessage',
    '/actions/*/errorMessage',
  ],
  tabs: ['/tabs/*/label', '/tabs/*/failureMessage', '/readOnly/notice', '/tabs/*/readOnly/notice'],
  records: [
    '/lines/*/label',
    '/lines/*/text',
    '/actions/*/label',
    '/actions/*/successMessage',
    '/actions/*/errorMessage',
    '/sections/*/title',
    '/sections/*/emptyText',
    '/sections/*/fields/*/label',
    '/sections/*/fields/*/notes/*/text',
    '/sections/*/**/columns/*/label',
    '/sections/*/**/columns/*/notes/*/text',
    '/header/notes/*/text',
    '/pick/label',
    '/pick/placeholder',
    '/pick/empty',
    '/params/*/label',
    '/upload/label',
    '/upload/help',
    '/upload/choose/label',
    '/sections/*/formSubmitLabel/*/label',
  ],
  menu: ['/*/label', '/*/children/*/label'],
  routes: ['/*/title', '/*/titleByParam/*/*', '/*/links/*/label'],
};

function matches(pattern: string[], pointer: string[]): boolean {
  if (pattern.length === 0) return pointer.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') return pointer.some((_, i) => matches(rest, pointer.slice(i))) || matches(rest, []);
  if (pointer.length === 0) return false;
  const ok = head === '*' || head === pointer[0] || (head.startsWith('*') && pointer[0].endsWith(head.slice(1)));
  return ok && matches(rest, pointer.slice(1));
}

function kindOf(file: string): string | undefined {
  return /^schemas\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1] ?? /^schemas\/([^/]+)\.json$/.exec(file)?.[1];
}

type Text = { pointer: string; text: string };

/** A shown choice field's `enum` strings are its labels (engine/widgets/choices.ts), unless the
 * field is hidden or its uiSchema names them (`ui:options.enumNames`). */
function enumTexts(properties: unknown, ui: unknown, at: string, out: Text[]): void {
  if (!isObject(properties)) return;
  for (const [name, field] of Object.entries(properties)) {
    if (!isObject(field)) continue;
    const fieldUi = isObject(ui) && isObject(ui[name]) ? ui[name] : {};
    const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    const here = `${at}/${esc(name)}`;
    const items = isObject(field.items) ? field.items : undefined;
    const [values, where] = Array.isArray(field.enum) ? [field.enum, here] : [items?.enum, `${here}/items`];
    if (Array.isArray(values) && fieldUi['ui:widget'] !== 'hidden' && options.enumNames === undefined) {
      values.forEach((v, i) => typeof v === 'string' && v !== '' && out.push({ pointer: `${where}/enum/${i}`, text: v }));
    }
    enumTexts((items ?? field).properties, fieldUi, `${(items ? `${here}/items` : here)}/properties`, out);
  }
}

function formEnumTexts(form: unknown): Text[] {
  if (!isObject(form) || !isObject(form.schema)) return [];
  const out: Text[] = [];
  const schema = form.schema;
  enumTexts(schema.properties, form.uiSchema, '/schema/properties', out);
  const parts: Array<[unknown, string]> = [[schema, '/schema'], ...(Array.isArray(schema.allOf) ? schema.allOf.map((c, i): [unknown, string] => [c, `/schema/allOf/${i}`]) : [])];
  for (const [part, at] of parts) {
    for (const key of ['then', 'else']) {
      const branch = isObject(part) ? part[key] : undefined;
      if (isObject(branch)) enumTexts(branch.properties, form.uiSchema, `${at}/${key}/properties`, out);
    }
  }
  return out;
}

/** Every user-facing text of a file with its pointer. */
export function textsOf(file: string, json: unknown): Text[] {
  const kind = kindOf(file) ?? '';
  const patterns = (TEXTS[kind] ?? []).map((p) => p.split('/').slice(1));
  if (patterns.length === 0) return [];
  const out: Text[] = kind === 'forms' ? formEnumTexts(json) : [];
  const walk = (node: unknown, at: string[], parent?: Json) => {
    if (typeof node === 'string') {
      // A choice labelled with its own value (a currency code) shows data, not a text.
      const isValue = parent !== undefined && (parent.value === node || parent.const === node);
      if (node !== '' && !isValue && patterns.some((p) => matches(p, at))) out.push({ pointer: at.map((k) => `/${esc(k)}`).join(''), text: node });
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, [...at, k], node as Json);
    }
  };
  walk(json, []);
  return out;
}
