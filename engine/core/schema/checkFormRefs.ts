// Cross-references inside a form file that the meta-schema cannot express: id = file name,
// required / match / ui:order / uiSchema keys name existing properties.
import { issue, type SchemaIssue } from './issue';

interface FieldLike {
  match?: string;
  properties?: Record<string, FieldLike>;
  required?: string[];
}
interface FormLike {
  id: string;
  schema: FieldLike;
  uiSchema?: Record<string, unknown>;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function checkObject(file: string, node: FieldLike, ui: Record<string, unknown> | undefined, sp: string, up: string, out: SchemaIssue[]) {
  const props = node.properties ?? {};
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

export function checkFormRefs(file: string, form: FormLike): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const base = file.split('/').pop()?.replace(/\.json$/, '');
  if (form.id !== base) out.push(issue(file, '/id', `must equal the file name "${base}"`));
  checkObject(file, form.schema, form.uiSchema, '/schema', '/uiSchema', out);
  return out;
}
