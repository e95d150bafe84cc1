// Forms persist what they declare: every form whose save stores a record has a store on the server
// (server/forms/stores.ts), and that store keeps every value field the form file declares, in a
// column of its own or in the record's JSONB document. A field it would not keep fails here, named.
import { describe, expect, it } from 'vitest';
import { listSchemaFiles, loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { replySchemaOf, schemaAtPath } from '../../../engine/core/schema/replySchema';
import { formFields } from '../../../server/forms/form-fields';
import { unstorable, type FormStore } from '../../../server/forms/form-store';
import { ACTION_FORMS, FORM_STORES } from '../../../server/forms/stores';
import { uploadTargetProblem } from '../../../server/forms/upload-targets';

type Endpoint = { method: string; path: string };
const endpoint = (id: string): Endpoint | undefined => {
  const [group, name] = id.split('.');
  return (loadSchemaFile(`schemas/endpoints/${group}.json`) as { endpoints: Record<string, Endpoint> }).endpoints[name];
};
type Ui = Record<string, { 'ui:options'?: { uploadUrl?: string } } | undefined>;
const forms = listSchemaFiles().filter((p) => p.startsWith('schemas/forms/'))
  .map((p) => loadSchemaFile(p) as { id: string; endpoint: string; uiSchema?: Ui });

/** A save that has a GET at its own path edits the record that GET shows (but the ACTION_FORMS). */
function storesData(form: { endpoint: string }): boolean {
  const save = endpoint(form.endpoint);
  if (save?.method !== 'POST') return false;
  const group = loadSchemaFile(`schemas/endpoints/${form.endpoint.split('.')[0]}.json`) as { endpoints: Record<string, Endpoint> };
  return Object.values(group.endpoints).some((e) => e.method === 'GET' && e.path === save.path);
}

const report = (s: FormStore) => unstorable(s).map(([field, reason]) => `schemas/forms/${s.form}.json#/schema/properties/${field}: ${reason}`);

describe('form stores', () => {
  it('every form that edits a record has a store on the server', () => {
    const missing = forms.filter(storesData).map((f) => f.id).filter((id) => !(id in ACTION_FORMS) && !FORM_STORES.some((s) => s.form === id));
    expect(missing, 'forms saved with no server store (server/forms/stores.ts)').toEqual([]);
  });

  it.each(FORM_STORES.map((s) => [s.form, s] as const))('%s: the server stores every field the form declares', (_id, store) => {
    expect(endpoint(store.load)?.method, `${store.form}: load call ${store.load}`).toBe('GET');
    expect(report(store)).toEqual([]);
  });

  it.each(FORM_STORES.map((s) => [s.form, s] as const))('%s: the load call\'s reply schema lets every value field through', (_id, store) => {
    // The server serializes replies with their schemas: a closed reply would drop an added field on the way back.
    const [group, name] = store.load.split('.');
    const reply = replySchemaOf(loadSchemaFile(`schemas/endpoints/${group}.json`), name);
    const fields = formFields(store.form).filter((f) => f.role === 'value' && !store.keys?.includes(f.name)).map((f) => f.name);
    // Fastify's serializer keeps an undeclared property only where additionalProperties says so.
    const top = reply as { properties?: Record<string, unknown>; additionalProperties?: unknown } | undefined;
    const keeps = (f: string) => reply !== undefined && schemaAtPath(reply, f) !== undefined
      && (top?.properties?.[f] !== undefined || top?.additionalProperties === true || typeof top?.additionalProperties === 'object');
    const closed = reply === undefined ? [] : fields.filter((f) => !keeps(f));
    expect(closed, `schemas/endpoints/${group}.json#/endpoints/${name}/reply: no room for these fields of ${store.form}`).toEqual([]);
  });

  it('names the form, the field and why when a field would not be stored', () => {
    const permission = FORM_STORES.find((s) => s.form === 'merchant_permission')!;
    const withNote: FormStore = { ...permission, columns: { ...permission.columns, note: 'users.note' } };
    expect(report(withNote)).toEqual(['schemas/forms/merchant_permission.json#/schema/properties/note: the server names a column for it but the form does not declare it']);
    const notification = FORM_STORES.find((s) => s.form === 'merchant_notification')!;
    expect(report({ ...notification, values: null, noValues: 'no document' }).slice(0, 1))
      .toEqual(['schemas/forms/merchant_notification.json#/schema/properties/dispute_emails: the server would not store it: no document']);
    expect(report({ ...notification, columns: { tran_emails: 'merchants.tran_emails' } })).toEqual([
      'schemas/forms/merchant_notification.json#/schema/properties/tran_emails: is stored in the column merchants.tran_emails, which holds one text, number or boolean: declare "type" as one of those',
    ]);
  });

  it('every file field uploads where the server stores it', () => {
    const problems = forms.flatMap((f) => formFields(f.id).filter((x) => x.role === 'file').flatMap((x) => {
      const url = f.uiSchema?.[x.name]?.['ui:options']?.uploadUrl;
      const problem = url === undefined ? null : uploadTargetProblem(url, x.name);
      return problem ? [`schemas/forms/${f.id}.json#/uiSchema/${x.name}/ui:options/uploadUrl: ${problem}`] : [];
    }));
    expect(problems).toEqual([]);
    expect(uploadTargetProblem('/company_profile/{company}/docs/upload/4/', 'license'))
      .toBe('upload type 4 is not a company docs type the server stores (1 registration, 2 articles, 3 address)');
  });
});
