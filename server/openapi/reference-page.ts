// The API reference page: the OpenAPI document (document.ts) as one server-rendered HTML page, like the
// hosted checkout's (no script, one nonce'd style). Calls grouped by endpoint file, each with its method,
// path, summary, parameters, body fields and reply fields; fields are listed two levels deep
// (`data[].amount`), a list's rows through its items.
import { escapeHtml } from '../checkout/page.ts';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; required?: string[]; description?: string; title?: string; format?: string; enum?: unknown[]; contentMediaType?: string };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema: Schema };
type Operation = {
  operationId: string; summary: string; description: string; tags: string[]; parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> }; responses: { 200: { content: Record<string, { schema: Schema }> } };
};
export type ApiDocument = { info: { title: string; version: string }; tags: Array<{ name: string; description: string }>; paths: Record<string, Record<string, Operation>> };

type Field = { name: string; type: string; required: boolean; note: string };
const MAX_DEPTH = 2;

function typeOf(schema: Schema): string {
  if (schema.contentMediaType) return 'file';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? (schema.enum ? 'enum' : 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function fields(schema: Schema | undefined, prefix = '', depth = 0): Field[] {
  if (!schema || depth >= MAX_DEPTH) return [];
  if (schema.items && !schema.properties) return fields(schema.items, prefix && `${prefix}[]`, depth);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const note = field.title ?? field.description ?? (field.enum ? field.enum.map(String).join(', ') : '');
    return [{ name: path, type: typeOf(field), required: schema.required?.includes(name) ?? false, note }, ...fields(field, path, depth + 1)];
  });
}

function table(caption: string, rows: Field[]): string {
  if (rows.length === 0) return '';
  const body = rows.map((f) => `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${escapeHtml(f.type)}</td><td>${f.required ? 'yes' : ''}</td><td>${escapeHtml(f.note)}</td></tr>`).join('\n');
  return `<table><caption>${caption}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Note</th></tr></thead>\n<tbody>${body}</tbody></table>`;
}

const firstSchema = (content: Record<string, { schema: Schema }> | undefined) => Object.values(content ?? {})[0]?.schema;

function call(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p) => ({ name: p.name, type: `${typeOf(p.schema)} in ${p.in}`, required: p.required ?? false, note: p.description ?? '' }));
  const body = Object.keys(op.requestBody?.content ?? {})[0];
  const bodySchema = firstSchema(op.requestBody?.content);
  const bodyFields = fields(bodySchema);
  // A body named by a TypeScript type has no fields here: its description names the type.
  const bodyNote = body && bodyFields.length === 0 ? `<p>Body (${escapeHtml(body)}): ${escapeHtml(bodySchema?.description ?? 'an object')}.</p>\n` : '';
  return `<section id="${escapeHtml(op.operationId)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}: ${escapeHtml(op.description)}. ${method === 'get' ? 'A read.' : 'A write: send the X-CSRFToken header.'}</p>
${table('Parameters', params)}${bodyNote}${table(`Body fields (${escapeHtml(body ?? '')})`, bodyFields)}${table('Reply fields', fields(firstSchema(op.responses[200].content)))}</section>`;
}

export function referencePage(doc: ApiDocument, nonce: string): string {
  const calls = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  const groups = doc.tags.map((tag) => `<section aria-labelledby="group-${escapeHtml(tag.name)}"><h2 id="group-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>
<p>${escapeHtml(tag.description)}</p>
${calls.filter((c) => c.op.tags.includes(tag.name)).map((c) => call(c.method, c.path, c.op)).join('\n')}</section>`).join('\n');
  const toc = doc.tags.map((tag) => `<li><a href="#group-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} reference</title><style nonce="${nonce}">
body{margin:0 auto;max-width:1100px;padding:16px;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328}
nav ul{columns:4;padding-left:1.2em}table{border-collapse:collapse;width:100%;margin:8px 0}caption{text-align:left;font-weight:600}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}h3{font-size:1rem;margin:24px 0 4px}
.method{display:inline-block;min-width:3.5em;font-weight:700}code{font-size:.95em}
</style></head>
<body><header><h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${calls.length} calls, generated from schemas/endpoints/. The same description as JSON: <a href="/api/v2/openapi.json">/api/v2/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Endpoint files"><ul>${toc}</ul></nav>
<main>${groups}</main></body></html>`;
}
