// An analyst adds a field to a form file, and nothing else: the save stores it and the load call
// returns it. The form files are changed in memory (the loader the server reads them with), so
// every store's form gets a new field; a store that has nowhere to keep it refuses it by name.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANNOT_STORE, unstorable } from '../../server/forms/form-store.ts';
import { FORM_STORES } from '../../server/forms/stores.ts';
import { roundTrip } from './form-roundtrip.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const { ADDED } = vi.hoisted(() => ({ ADDED: { escalation_email: { type: 'string', title: 'Escalation e-mail', format: 'email', maxLength: 254 } } }));

vi.mock('../../engine/core/schema/loadFilesNode.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../engine/core/schema/loadFilesNode.ts')>();
  return {
    ...original,
    loadSchemaFile: (path: string, root?: string) => {
      const file = original.loadSchemaFile(path, root) as { schema?: { properties?: object }; uiSchema?: { 'ui:order'?: string[] } };
      if (!path.startsWith('schemas/forms/') || !file.schema?.properties) return file;
      return {
        ...file,
        schema: { ...file.schema, properties: { ...file.schema.properties, ...ADDED } },
        uiSchema: { ...file.uiSchema, ...(file.uiSchema?.['ui:order'] ? { 'ui:order': [...file.uiSchema['ui:order'], 'escalation_email'] } : {}) },
      };
    },
  };
});

const PASSWORD = 'Merchant-pass-1';
const store = (form: string) => FORM_STORES.find((s) => s.form === form)!;

describe.each(BACKENDS)('a field added to a form file on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let merchant: number;

  beforeAll(async () => {
    t = await startApp(backend);
    merchant = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL']);
    await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@test.local', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('notification settings: saved with 200 and returned after reload', async () => {
    const body = { email_notification_lang: 'en', escalation_email: 'boss@coffee.example' };
    const saved = await owner.post(`/merchant/${merchant}/settings/notification/`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().escalation_email).toBe('boss@coffee.example');
    expect((await owner.get(`/merchant/${merchant}/settings/notification/`)).json().escalation_email).toBe('boss@coffee.example');
    const bad = await owner.post(`/merchant/${merchant}/settings/notification/`, { ...body, escalation_email: 'boss@' });
    expect(bad.json()).toEqual({ error: [['escalation_email', 'Enter a valid email address']] });
  });

  it.each(['merchant_payment', 'merchant_google_pay', 'personal', 'merchant_financial_account'])('%s: the new field round-trips', async (form) => {
    const { loaded } = await roundTrip(owner, store(form), { merchant });
    expect(loaded.escalation_email).toMatch(/@example\.com$/);
  });

  it('a privilege form, whose storage has no room for it, refuses the field by name: in the check and on save', async () => {
    expect(unstorable(store('merchant_permission'))).toEqual([
      ['escalation_email', expect.stringMatching(/^the server would not store it: privileges are rows of merchant_users/)],
    ]);
    const res = await owner.post(`/merchant/${merchant}/permissions/add/`, { email: 'new@coffee.example', read_reports: true, escalation_email: 'boss@coffee.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([['escalation_email', CANNOT_STORE]]);
  });
});
