// Generic round trip of a form store (server/forms/stores.ts): a valid value for every value field
// the form file declares, generated from its schema (formats, enums, bounds, patterns, choicesFrom),
// submitted through the form's call and read back through the store's load call.
import { expect } from 'vitest';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { validateForm } from '../../engine/core/validation/index.ts';
import { formFields, readFormFile, type FieldSchema } from '../../server/forms/form-fields.ts';
import type { FormStore } from '../../server/forms/form-store.ts';
import type { Client } from './helpers.ts';

type Endpoint = { method: 'GET' | 'POST'; path: string; multipart?: boolean };
type Choice = { const?: unknown; enum?: unknown[] };
type ChoicesFrom = { endpoint?: string; path: string; args?: Record<string, string> };

export function endpointOf(id: string): Endpoint {
  const [group, name] = id.split('.');
  const e = (loadSchemaFile(`schemas/endpoints/${group}.json`) as { endpoints: Record<string, Endpoint> }).endpoints[name];
  if (!e) throw new Error(`no endpoint ${id}`);
  return e;
}

export function urlOf(id: string, params: Record<string, unknown>, query: Record<string, unknown> = {}): string {
  const path = endpointOf(id).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${id}: no value for the path parameter {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

let serial = 0;
const FORMAT_SAMPLES: Record<string, string> = {
  get email() {
    serial += 1; // a new address each time: an e-mail may name a new record (an invited user)
    return `analyst${serial}@example.com`;
  }, url: 'https://example.com/analyst', phone: '+995555123456', iban: 'GE29NB0000000101904917',
  date: '1990-05-17', number: '42', emails: 'analyst@example.com',
};
const TEXT_SAMPLES = ['Analyst value 1', 'Value1', 'AB12', 'a'];

function stringSample(s: FieldSchema): string {
  const format = typeof s.format === 'string' ? s.format : undefined;
  if (format === 'decimal' || format === 'amount') {
    const [lo, hi] = Array.isArray(s.numrange) ? s.numrange as number[] : [0, 1000];
    return ((lo + hi) / 2).toFixed(2);
  }
  if (format && FORMAT_SAMPLES[format]) return FORMAT_SAMPLES[format];
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern) : undefined;
  const text = TEXT_SAMPLES.find((t) => t.length <= max && (!pattern || pattern.test(t)));
  if (text === undefined) throw new Error(`no sample text fits ${JSON.stringify(s)}`);
  return text;
}

/** A valid value of a field schema; choices (oneOf const, enum) take the last option. */
export function sampleOf(s: FieldSchema): unknown {
  const options = (s.oneOf as Choice[] | undefined)?.map((o) => o.const) ?? (s.enum as unknown[] | undefined);
  if (options?.length) return options[options.length - 1];
  switch (s.type) {
    case 'boolean': return true;
    case 'integer':
    case 'number': {
      const lo = typeof s.minimum === 'number' ? s.minimum : 0;
      const hi = typeof s.maximum === 'number' ? s.maximum : lo + 100;
      return Math.floor((lo + hi) / 2) === lo ? hi : Math.floor((lo + hi) / 2);
    }
    case 'array': return [sampleOf(s.items ?? { type: 'string' })];
    case 'object': return {};
    default: return stringSample(s);
  }
}

const at = (value: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

/** Values for every value field of the store's form; choicesFrom fields take a choice the server offers. */
export async function sampleValues(client: Client, store: FormStore, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ui = (readFormFile(store.form).uiSchema ?? {}) as Record<string, { 'ui:options'?: { choicesFrom?: ChoicesFrom } }>;
  const values: Record<string, unknown> = {};
  const fields = formFields(store.form).filter((f) => f.role === 'value' && !store.keys?.includes(f.name));
  for (const f of fields.filter((x) => !ui[x.name]?.['ui:options']?.choicesFrom)) values[f.name] = sampleOf(f.schema);
  for (const f of fields.filter((x) => ui[x.name]?.['ui:options']?.choicesFrom)) {
    const spec = ui[f.name]['ui:options']!.choicesFrom!;
    const query = Object.fromEntries(Object.entries(spec.args ?? {}).map(([param, field]) => [param, values[field]]));
    const reply = await client.get(urlOf(spec.endpoint ?? store.load, params, query));
    const choices = at(reply.json(), spec.path) as Array<{ value: unknown }> | undefined;
    expect(choices?.length, `${store.form}.${f.name}: choices from ${spec.endpoint}`).toBeGreaterThan(0);
    values[f.name] = choices![choices!.length - 1].value;
  }
  return values;
}

/** The call a form posts to (its file's `endpoint`). */
export const formEndpoint = (formId: string) => (loadSchemaFile(`schemas/forms/${formId}.json`) as { endpoint: string }).endpoint;

/**
 * Posts a form's values to its call as the form engine does (engine/form/formRequest.ts): JSON, or for a
 * multipart call text fields (an array repeated, an object as its JSON text).
 */
export function postForm(client: Client, formId: string, url: string, body: Record<string, unknown>) {
  if (!endpointOf(formEndpoint(formId)).multipart) return client.post(url, body);
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(body).filter(([, v]) => v !== undefined && v !== null).flatMap(([name, v]) => (Array.isArray(v) ? v : [v])
    .map((item) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof item === 'object' ? JSON.stringify(item) : String(item)}\r\n`));
  return client.request({ method: 'POST', url: `/api/v2${url}`, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/**
 * Saves every declared field through the form's call and expects each back from the load call;
 * `params.id` names the record a save edits, else the save's reply names the record it created.
 */
export async function roundTrip(client: Client, store: FormStore, params: Record<string, unknown>) {
  const values = await sampleValues(client, store, params);
  // A record being edited sends back what the form shows of it (read-only fields), as the browser does.
  const current = params.id === undefined ? {} : (await client.get(urlOf(store.load, params))).json() as Record<string, unknown>;
  const shown = formFields(store.form).filter((f) => f.role === 'shown' && current[f.name] !== undefined).map((f) => [f.name, current[f.name]]);
  const body = { ...Object.fromEntries(shown), ...values };
  expect(validateForm(store.form, body), `${store.form}: the generated values are valid`).toEqual([]);
  const saved = await postForm(client, store.form, urlOf(formEndpoint(store.form), params), body);
  expect(saved.statusCode, `${store.form}: save answered ${saved.body}`).toBe(200);
  const load = { ...params, id: params.id ?? saved.json().id };
  const loaded = await client.get(urlOf(store.load, load));
  expect(loaded.statusCode).toBe(200);
  const back = loaded.json() as Record<string, unknown>;
  expect(Object.fromEntries(Object.keys(values).map((k) => [k, back[k]])), `${store.form}: read back through ${store.load}`).toEqual(values);
  return { body, params: load, loaded: back };
}
