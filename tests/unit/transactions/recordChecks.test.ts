// schemas:check on record pages (schemas/records/): every path of a record file must exist in the
// reply its call declares, and every list, modal, form, tab group and call it names must exist;
// each problem comes back as file#pointer: reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaFile, type MetaValidate } from '../../../engine/core/schema';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { formatIssue } from '../../../engine/core/schema/issue';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { createAjv } from '../../../engine/core/validation';
import type { RecordActionDef, RecordDef, RecordFieldDef, RecordSectionDef } from '../../../engine/record/types';

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const metaSchema = readJson('schemas/_meta/records.json');
const validate = createAjv({ allErrors: true, strict: false }).compile(metaSchema) as MetaValidate;
const metaCheck = (json: unknown) =>
  checkSchemaFile('schemas/records/pay.json', json, validate).map(formatIssue);
/** Compile-time exhaustive key lists: a key added to a type without listing it here fails tsc. */
const keys = <T>(record: Record<keyof T, true>) => Object.keys(record).sort();
const propertiesOf = (schema: { properties: object }) =>
  Object.keys(schema.properties)
    .filter((key) => key !== '$schema')
    .sort();

const payment = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        order_id: { type: 'string' },
        status: { type: 'string' },
        amount: { type: 'string' },
        v_currency: { type: 'string' },
        can_reverse: { type: 'boolean' },
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { type: { type: 'string' }, created: { type: 'string' } },
      },
    },
  },
  additionalProperties: false,
};

function files(record: Record<string, unknown>) {
  return new Map<string, unknown>([
    [
      'schemas/routes.json',
      [
        {
          path: '/payments/:id/:type',
          screen: 'engine/record',
          schema: 'pay',
          title: 'Payment',
          access: 'user',
        },
      ],
    ],
    [
      'schemas/endpoints/payments.json',
      {
        group: 'payments',
        endpoints: {
          info: { method: 'GET', path: '/merchant/transactions/{id}/info/', reply: payment },
          refund: { method: 'POST', path: '/merchant/transactions/{id}/refund/', reply: { type: 'object' } },
        },
      },
    ],
    [
      'schemas/lists/history.json',
      { id: 'history', title: 'History', endpoint: 'payments.info', columns: [] },
    ],
    ['schemas/modals/refund.json', { id: 'refund', title: 'Refund', body: { text: 'x' }, actions: [] }],
    [
      'schemas/tabs/pay.json',
      { id: 'pay', tabs: [{ id: 'general', label: 'General', route: '/payments/{id}/general' }] },
    ],
    ['schemas/records/pay.json', record],
  ]);
}

const good = {
  id: 'pay',
  record: { endpoint: 'payments.info', pathParams: { id: '{id}' } },
  header: {
    title: '{data.order_id}',
    badge: 'data.status',
    amount: 'data.amount',
    currencyField: 'data.v_currency',
  },
  actions: [{ id: 'refund', label: 'Refund', kind: 'modal', modal: 'refund', enabledIf: 'data.can_reverse' }],
  sections: [
    { id: 'general', fields: [{ field: 'data.order_id', label: 'Order ID' }] },
    { id: 'history', table: { rows: 'history', columns: [{ field: 'type', label: 'Action' }] } },
    { id: 'nested', list: { id: 'history', pathParams: { id: '{data.id}' } } },
  ],
  tabs: { group: 'pay', content: { general: 'general' } },
};

const problems = (record: Record<string, unknown>) => checkCrossRefs(files(record), []).map(formatIssue);

describe('record page references', () => {
  it('accepts a record whose paths, lists, modals and tabs all exist', () => {
    expect(problems(good)).toEqual([]);
  });

  it('refuses a record path naming a field the reply does not have', () => {
    const bad = structuredClone(good);
    bad.sections[0].fields![0].field = 'data.oder_id';
    bad.sections[1].table!.columns[0].field = 'kind';
    bad.actions[0].enabledIf = 'data.can_refund';
    expect(problems(bad)).toEqual([
      'schemas/records/pay.json#/actions/0/enabledIf: no field "data.can_refund" in the reply of payments.info',
      'schemas/records/pay.json#/sections/0/fields/0/field: no field "data.oder_id" in the reply of payments.info',
      'schemas/records/pay.json#/sections/1/table/columns/0/field: no field "history.kind" in the reply of payments.info',
    ]);
  });

  it("refuses an amount's `instead` and `notes` naming what the reply does not have", () => {
    const bad = {
      ...structuredClone(good),
      header: {
        ...good.header,
        instead: [{ field: 'data.capture_amount', when: { field: 'data.has_part_capture', equals: true as string | boolean } }],
        notes: [{ text: 'of {data.amount|amount} {data.v_curency} authorised', when: { field: 'data.status', notEquals: 'x' } }],
      },
    };
    expect(problems(bad)).toEqual([
      'schemas/records/pay.json#/header/instead/0/field: no field "data.capture_amount" in the reply of payments.info',
      'schemas/records/pay.json#/header/instead/0/when/field: no field "data.has_part_capture" in the reply of payments.info',
      'schemas/records/pay.json#/header/notes/0/text: no field "data.v_curency" in the reply of payments.info',
    ]);
    bad.header.notes[0].text = 'of {data.amount|amount} {data.v_currency} authorised';
    bad.header.instead[0] = { field: 'data.amount', when: { field: 'data.status', equals: 'approved' } };
    expect(problems(bad)).toEqual([]);
  });

  it('refuses an unknown list id, modal, tab and section', () => {
    const bad = structuredClone(good);
    bad.sections[2].list!.id = 'histroy';
    bad.actions[0].modal = 'refnud';
    bad.tabs.content = { general: 'genral', extra: 'general' } as typeof bad.tabs.content;
    expect(problems(bad)).toEqual([
      'schemas/records/pay.json#/actions/0/modal: no modal "refnud" (schemas/modals/refnud.json)',
      'schemas/records/pay.json#/sections/2/list/id: no list "histroy" (schemas/lists/histroy.json)',
      'schemas/records/pay.json#/tabs/content/general: no section "genral" in this file',
      'schemas/records/pay.json#/tabs/content/extra: no tab "extra" in tab group "pay"',
    ]);
  });

  it('refuses a confirm modal that has no submit action to run the call', () => {
    const bad = structuredClone(good) as typeof good & { actions: Array<Record<string, unknown>> };
    bad.actions.push({
      id: 'refund_now',
      label: 'Refund',
      kind: 'call',
      endpoint: 'payments.refund',
      confirm: 'refund',
    });
    expect(problems(bad)).toEqual([
      'schemas/records/pay.json#/actions/1/confirm: modal "refund" has no submit action (it runs this call)',
    ]);
  });

  it('refuses a read that is not a GET, lacks a path parameter or names what the page does not have', () => {
    const bad = { ...good, record: { endpoint: 'payments.refund', pathParams: { order: '{order}' } } };
    expect(problems(bad)).toEqual([
      'schemas/records/pay.json#/record/endpoint: "payments.refund" is a POST call: must be a GET',
      'schemas/records/pay.json#/record/pathParams: "payments.refund" needs the path parameter "id"',
      'schemas/records/pay.json#/record/pathParams/order: "order" is not a parameter of the page (merchant, id, type)',
    ]);
  });

  it('refuses a route showing a record page that does not exist', () => {
    const all = files(good);
    all.set('schemas/routes.json', [
      { path: '/p/:id', screen: 'engine/record', schema: 'nope', title: 'P', access: 'user' },
    ]);
    expect(checkCrossRefs(all, []).map(formatIssue)).toContain(
      'schemas/routes.json#/0/schema: no record page "nope" (schemas/records/nope.json)',
    );
  });
});

describe('the record meta-schema', () => {
  it('accepts every record file of the repository', () => {
    for (const name of readdirSync(join(REPO_ROOT, 'schemas/records')))
      expect(
        checkSchemaFile(`schemas/records/${name}`, readJson(`schemas/records/${name}`), validate).map(
          formatIssue,
        ),
      ).toEqual([]);
  });

  it('refuses unknown keys, kinds and an empty section with pointer and reason', () => {
    const bad = {
      ...good,
      actions: [{ id: 'x', label: 'X', kind: 'explode', endpoint: 'payments.info' }],
      sections: [{ id: 'empty' }, { id: 'f', fields: [{ field: 'data.id', label: 'ID', fromat: 'amount' }] }],
    };
    const found = metaCheck(bad);
    expect(found).toEqual(
      expect.arrayContaining([
        'schemas/records/pay.json#/actions/0/kind: must be one of link, modal, call, download, copy, print',
        'schemas/records/pay.json#/sections/1/fields/0/fromat: unknown property',
      ]),
    );
    expect(found.some((f) => f.startsWith('schemas/records/pay.json#/sections/0'))).toBe(true);
  });

  it('has the keys of its TypeScript twin', () => {
    expect(
      keys<RecordDef>({
        id: true,
        texts: true,
        record: true,
        pageParams: true,
        refresh: true,
        merchant: true,
        header: true,
        lines: true,
        actions: true,
        pick: true,
        params: true,
        address: true,
        upload: true,
        sections: true,
        tabs: true,
      }),
    ).toEqual(propertiesOf(metaSchema));
    expect(
      keys<RecordSectionDef>({
        id: true,
        title: true,
        record: true,
        when: true,
        print: true,
        fields: true,
        table: true,
        list: true,
        form: true,
        formValues: true,
        formReadonly: true,
        formArgs: true,
        formFill: true,
        formSubmitLabel: true,
        formThen: true,
        slot: true,
        actions: true,
      }),
    ).toEqual(propertiesOf(metaSchema.definitions.section));
    expect(
      keys<RecordActionDef>({
        id: true,
        label: true,
        kind: true,
        route: true,
        modal: true,
        endpoint: true,
        fileName: true,
        params: true,
        copy: true,
        confirm: true,
        initial: true,
        enabledIf: true,
        visibleIf: true,
        when: true,
        color: true,
        successMessage: true,
        errorMessage: true,
        then: true,
      }),
    ).toEqual(propertiesOf(metaSchema.definitions.action));
    expect(
      keys<RecordFieldDef>({
        field: true,
        label: true,
        format: true,
        currencyField: true,
        link: true,
        textPrefix: true,
        align: true,
        urgentWhen: true,
        instead: true,
        notes: true,
      }),
    ).toEqual([...propertiesOf(metaSchema.definitions.field), 'urgentWhen'].sort());
    expect(keys<NonNullable<RecordDef['header']>>({ title: true, badge: true, amount: true, currencyField: true, instead: true, notes: true }))
      .toEqual(propertiesOf(metaSchema.properties.header));
  });
});
