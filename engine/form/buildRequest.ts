// Form data -> (endpoint id, request arg): empty values dropped, extraData (path params such as
// token, or values a screen holds such as the MFA secret) merged, endpointWhen applied. Values of
// fields that only a conditional branch declares are dropped while that branch does not hold, and
// so are the choice lists a loadEndpoint reply brought (choicesFrom without endpoint).
// A `multipart` endpoint gets `{ <path params>, body: FormData }`: every other value a text field
// (arrays repeated, objects as JSON), and the files of attachment fields under their field names.
import { ENDPOINT_META, type EndpointMeta } from '../../.generated/api/meta';
import { choicesFromFields } from '../core/choices/choicesFrom';
import { allProperties, inactiveFields } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { pruneEmpty } from '../core/validation/pruneEmpty';

export type Attachments = ReadonlyMap<string, readonly File[]>;

export function buildRequest(
  form: Pick<FormFile, 'endpoint' | 'endpointWhen'> & Partial<Pick<FormFile, 'schema' | 'uiSchema'>>,
  data: unknown,
  extraData?: Record<string, unknown>,
  attachments?: Attachments,
  endpoints: Readonly<Record<string, EndpointMeta>> = ENDPOINT_META,
) {
  const values = { ...(pruneEmpty(data ?? {}) as Record<string, unknown>) };
  if (form.schema) {
    for (const name of inactiveFields(form.schema, values)) delete values[name];
    const fields = allProperties(form.schema);
    for (const spec of Object.values(choicesFromFields(form.uiSchema))) {
      const top = spec.path.split('.')[0];
      if (!spec.endpoint && !(top in fields)) delete values[top];
    }
  }
  const body = { ...values, ...extraData };
  const alt = form.endpointWhen?.find((w) => body[w.field] !== undefined);
  const endpointId = alt?.endpoint ?? form.endpoint;
  const meta = endpoints[endpointId];
  if (!meta?.multipart) return { endpointId, arg: body };
  return { endpointId, arg: multipartArg(body, meta.path, attachments) };
}

const text = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));

function multipartArg(body: Record<string, unknown>, path: string, attachments: Attachments | undefined) {
  const params = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const arg: Record<string, unknown> = {};
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (params.has(name)) {
      arg[name] = value;
      continue;
    }
    const files = attachments?.get(name);
    if (files?.length) {
      const named = new Set(Array.isArray(value) ? value.map(String) : [String(value)]);
      for (const f of files) if (named.has(f.name)) form.append(name, f, f.name);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, text(item));
  }
  return { ...arg, body: form };
}
