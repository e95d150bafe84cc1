// Form data -> (endpoint id, request arg), over the given calls (buildRequest: every endpoint file's;
// the lean sign-in page: its own few): empty values dropped, extraData (path params such as token,
// or values a screen holds such as the MFA secret) merged, endpointWhen applied. Only fields
// the form declares are sent (not the rest of a loaded record, such as the choice lists a
// loadEndpoint reply brought); those that only a conditional branch declares are dropped while that
// branch does not hold.
// A `multipart` endpoint gets `{ <path params>, body: FormData }`: every other value a text field
// (arrays repeated, objects as JSON), and the files of attachment fields under their field names.
import type { EndpointMeta } from '../../.generated/api/meta';
import { allProperties, inactiveFields } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { pruneEmpty } from '../core/validation/pruneEmpty';

export type Attachments = ReadonlyMap<string, readonly File[]>;

export type RequestForm = Pick<FormFile, 'endpoint' | 'endpointWhen'> & Partial<Pick<FormFile, 'schema' | 'uiSchema' | 'jsonFields'>>;

export function formRequest(
  form: RequestForm,
  data: unknown,
  endpoints: Readonly<Record<string, EndpointMeta>>,
  extraData?: Record<string, unknown>,
  attachments?: Attachments,
) {
  const values = { ...(pruneEmpty(data ?? {}) as Record<string, unknown>) };
  if (form.schema) {
    for (const name of inactiveFields(form.schema, values)) delete values[name];
    // Only the fields the form declares are sent: the rest of a loaded record (its ids, labels,
    // choice lists) is not the form's to save, and the server refuses keys its form lacks.
    const fields = allProperties(form.schema);
    for (const name of Object.keys(values)) if (!(name in fields)) delete values[name];
  }
  // `jsonFields`: objects the call takes as their JSON text (an empty object when the form has none).
  for (const name of form.jsonFields ?? []) values[name] = JSON.stringify(values[name] ?? {});
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
