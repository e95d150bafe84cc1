// Forms persist what they declare, driven by the form files: for every store of server/forms/stores.ts,
// a valid value for each value field its form declares is saved through the form's call and read
// back through its load call (a field added to a form file is covered with no change here). A key
// the form does not declare, or a value its storage cannot hold, answers 400 naming it and saves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_FORM } from '../../server/forms/form-store.ts';
import { FORM_STORES } from '../../server/forms/stores.ts';
import { endpointOf, formEndpoint, postForm, roundTrip, urlOf } from './form-roundtrip.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Merchant-pass-1';

describe.each(BACKENDS)('form stores on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let params: Record<string, unknown>;
  /** A record to edit, for the saves whose path names one ({id}). */
  let records: Record<string, () => Promise<number>>;

  beforeAll(async () => {
    t = await startApp(backend);
    const ge = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL', 'USD']);
    const company = (await t.db.insertInto('companies').values({ company_name: 'Tbilisi Coffee LLC', country: 'GE', jurtype: 'llc', status: 'active' })
      .returning('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('merchants').set({ company_id: company }).where('id', '=', ge).execute();
    await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: ge, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@test.local', PASSWORD)).statusCode).toBe(200);
    params = { merchant: ge, company };
    let colleagues = 0;
    records = {
      'merchantsettings.financialSave': async () =>
        (await owner.post(`/merchant/${ge}/settings/financial/`, { settlement_currency: 'GEL', iban: 'GE29NB0000000101904917' })).json().id as number,
      'merchantsettings.permissionSave': () => createUser(t.db, { email: `colleague${(colleagues += 1)}@test.local`, merchants: [{ id: ge, level: 'read' }] }),
    };
  });
  afterAll(() => t.close());

  const paramsFor = async (endpoint: string) => {
    if (!endpointOf(endpoint).path.includes('{id}')) return params;
    expect(records[endpoint], `${endpoint} edits a record: name how to create one in this test`).toBeDefined();
    return { ...params, id: await records[endpoint]() };
  };

  it.each(FORM_STORES.map((s) => [s.form, s] as const))('%s: every declared field is stored and read back', async (_form, store) => {
    await roundTrip(owner, store, await paramsFor(formEndpoint(store.form)));
  });

  it.each(FORM_STORES.map((s) => [s.form, s] as const))('%s: a key the form does not declare is refused, nothing saved', async (_form, store) => {
    const { body, params: record, loaded } = await roundTrip(owner, store, await paramsFor(formEndpoint(store.form)));
    const refused = await postForm(owner, store.form, urlOf(formEndpoint(store.form), record), { ...body, analyst_typo: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual([['analyst_typo', NOT_IN_FORM]]);
    expect((await owner.get(urlOf(store.load, record))).json()).toEqual(loaded);
  });

  it('a value nested where the form has none, or in a column that holds text, is refused (400, field named)', async () => {
    const customization = await owner.post(`/merchant/${params.merchant}/settings/customization/`, { social_contacts: { telegram: '@coffee' } });
    expect(customization.statusCode).toBe(400);
    expect(customization.json().error).toEqual([['social_contacts', NOT_IN_FORM]]);
    const basic = await owner.post(`/company_profile/${params.company}/basic/`, { company_name: { en: 'Coffee' }, entity_value: 'A1', country: 'GE', jurtype: 'llc' });
    expect(basic.statusCode).toBe(400);
    expect(basic.json().error.map(([f]: [string]) => f)).toContain('company_name');
  });
});
