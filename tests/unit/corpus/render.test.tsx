// @vitest-environment jsdom
// The whole schema corpus, loaded and rendered (check.test.ts, same folder, runs the
// `npm run schemas:check` checker on every file: its loader needs a file: import.meta.url, which
// jsdom's environment does not give). Every form renders through SchemaForm with a visible input per
// shown property and no placeholder; every list renders through DataList over a one-row reply
// generated from its own columns; every tab group shows its labels; every modal opens through the
// modal host with its title. One broken copy per kind shows a placeholder naming the pointer.
import '../list/helpers/dom';
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormField, FormFile } from '../../../engine/core/schema/formFile';
import { SchemaForm, SchemaFormView } from '../../../engine/form/SchemaForm';
import { SchemaProblem } from '../../../engine/form/SchemaProblem';
import { checkFormJson } from '../../../engine/form/checkFormJson';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { FORM_VALIDATORS } from '../../../.generated/validators/index.js';
import { DataList } from '../../../engine/list';
import type { ListDef } from '../../../engine/core/list/types';
import { ENDPOINT_META } from '../../../.generated/api/meta';
import { TabGroup } from '../../../engine/tabs';
import type { TabGroupDef } from '../../../engine/tabs/types';
import { ModalHostProvider, useModalHost, type ModalDef } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import { renderEngine } from './harness';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const ROOT = join(__dirname, '../../..');
const inFolder = (folder: string) =>
  readdirSync(join(ROOT, 'schemas', folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `schemas/${folder}/${f}`);
const loadSchemaFile = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const idOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const FORMS = inFolder('forms');
const LISTS = inFolder('lists');
const TABS = inFolder('tabs');
const MODALS = inFolder('modals');

const PLACEHOLDERS = '[data-testid="unknown-widget"], [data-testid="schema-problem"]';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('corpus: files of every kind', () => {
  it('finds forms, lists, tabs and modals', () => {
    expect(FORMS.length).toBeGreaterThan(0);
    expect(LISTS.length).toBeGreaterThan(0);
    expect(TABS.length).toBeGreaterThan(0);
    expect(MODALS.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Forms

const ok: EndpointCaller = async () => ({ data: {} });

/** Dot paths and labels of the properties a user sees (not `ui:widget: hidden`, not waiting for `revealOn`). */
interface Shown {
  /** rjsf id suffix: root_<a>_<b> */
  path: string;
  pointer: string;
  title?: string;
}

function shownFields(props: Record<string, FormField>, ui: Record<string, unknown> = {}, path = '', pointer = '/schema'): Shown[] {
  const out: Shown[] = [];
  for (const [name, field] of Object.entries(props)) {
    const fieldUi = (ui[name] ?? {}) as Record<string, unknown>;
    const p = path ? `${path}_${name}` : name;
    const ptr = `${pointer}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (field.type === 'object' && field.properties) {
      out.push(...shownFields(field.properties, fieldUi, p, ptr));
      continue;
    }
    const options = (fieldUi['ui:options'] ?? {}) as Record<string, unknown>;
    if (fieldUi['ui:widget'] === 'hidden' || typeof options.revealOn === 'string') continue;
    // Server choices (choicesFrom): no input while the list is empty, as it is with the corpus's {} replies.
    if (options.choicesFrom) continue;
    out.push({ path: p, pointer: ptr, title: field.title });
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input for the field: by its label, else by the rjsf id / name (`root_<path>...`). */
function inputFor(root: HTMLElement, field: Shown): Element | null {
  if (field.title) {
    const byLabel = within(root).queryAllByLabelText(new RegExp(`^\\s*${escapeRe(field.title)}`));
    if (byLabel.length) return byLabel[0];
  }
  const id = `root_${field.path}`;
  return root.querySelector(
    [`[id="${id}"]`, `[name="${id}"]`, `[id^="${id}-"]`, `[id^="${id}_"]`]
      .flatMap((s) => ['input', 'textarea', 'select', 'button', '[role="combobox"]', '[role="checkbox"]'].map((t) => `${t}${s}`))
      .join(', '),
  );
}

async function formReady(id: string): Promise<HTMLElement> {
  const root = await screen.findByTestId(`schema-form-${id}`);
  await waitFor(() => expect(root.querySelector('[data-testid="schema-form-loading"]')).toBeNull());
  await waitFor(() => expect(root.querySelector('form')).not.toBeNull());
  return root;
}

describe('corpus: forms render through SchemaForm', () => {
  for (const file of FORMS) {
    const id = idOf(file);
    it(`${file}: no placeholder, an input for every shown property`, async () => {
      const form = loadSchemaFile(file) as FormFile;
      const { container } = renderEngine(<SchemaForm formId={id} submit={ok} />);
      expect(screen.queryByTestId('schema-problem')?.textContent ?? '').toBe('');
      const root = await formReady(id);
      const placeholders = [...container.querySelectorAll(PLACEHOLDERS)].map((e) => e.textContent);
      expect(placeholders).toEqual([]);
      const missing = shownFields(form.schema.properties, form.uiSchema)
        .filter((f) => !inputFor(root, f))
        .map((f) => `${file}#${f.pointer}: no visible input (no label "${f.title ?? ''}", no id/name root_${f.path})`);
      expect(missing).toEqual([]);
    });
  }

  it('negative: a copy with a bad widget name shows the placeholder naming the pointer', async () => {
    const login = loadSchemaFile('schemas/forms/login.json') as FormFile;
    const bad = structuredClone(login);
    bad.uiSchema = { ...bad.uiSchema, email: { ...((bad.uiSchema?.email as object) ?? {}), 'ui:widget': 'emial' } };
    // What SchemaForm shows for such a file: the check's issues as file#pointer: reason.
    const checked = checkFormJson('schemas/forms/login.json', bad);
    expect(checked.form).toBeNull();
    renderEngine(<SchemaProblem issues={checked.issues} />);
    expect(screen.getByTestId('schema-problem').textContent).toContain('schemas/forms/login.json#/uiSchema/email/ui:widget');
  });

  it('negative: rendered without the file check, a field no widget can show becomes the unknown-widget box naming its pointer', async () => {
    const login = loadSchemaFile('schemas/forms/login.json') as FormFile;
    const bad = structuredClone(login);
    bad.schema.properties.ids = { type: 'array', title: 'Ids', items: { type: 'integer' } };
    bad.uiSchema = { ...bad.uiSchema, 'ui:order': ['email', 'password', 'ids'], ids: { 'ui:widget': 'emial' } };
    renderEngine(<SchemaFormView form={bad} validate={FORM_VALIDATORS.login} submit={ok} />);
    const root = await formReady('login');
    expect(within(root).getByTestId('unknown-widget').textContent).toContain('No widget for /schema/properties/ids');
    expect(within(root).getByLabelText(/Email/)).toBeTruthy();
    expect(within(root).getByLabelText(/Password/)).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------
// Lists

/** A value for every path parameter of the list's endpoint (`/merchant/{merchant}/...`), as a screen passes them. */
const pathParamsOf = (def: ListDef) =>
  Object.fromEntries([...(ENDPOINT_META[def.endpoint]?.path ?? '').matchAll(/\{(\w+)\}|:(\w+)/g)].map((m) => [m[1] ?? m[2], '1']));

const bodyRows = () => screen.queryAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex'));

/** The cards layout: one card, each labelled field of the card and its panel shown as "Label: value". */
async function cardsReady(def: ListDef) {
  await waitFor(() => expect(screen.queryAllByTestId(/^list-card-/)).toHaveLength(1));
  const text = screen.getByTestId(/^list-card-/).textContent ?? '';
  const labelled = [...(def.card?.fields ?? []), ...(def.card?.panel?.fields ?? [])];
  const label = (field: string) => def.columns.find((c) => c.field === field)?.label ?? field;
  return { headers: [], missing: labelled.map(label).filter((l) => !text.includes(`${l}: `)) };
}

async function listReady(def: ListDef) {
  if (def.layout === 'cards') return cardsReady(def);
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');
  const missing = def.columns.filter((c) => !headers.some((h) => h === c.label || h.startsWith(c.label))).map((c) => c.label);
  return { headers, missing };
}

describe('corpus: lists render through DataList', () => {
  for (const file of LISTS) {
    it(`${file}: every column header, one row, no error`, async () => {
      const def = loadSchemaFile(file) as ListDef;
      renderEngine(
        <ModalHostProvider renderForm={SchemaFormSlot}>
          <DataList list={def} pathParams={pathParamsOf(def)} />
        </ModalHostProvider>,
        { list: def, url: '/list' },
      );
      const { missing } = await listReady(def);
      expect(missing).toEqual([]);
      expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual([]);
      expect(document.querySelector(PLACEHOLDERS)).toBeNull();
    });
  }

  const badFormatCopy = () => {
    const bad = structuredClone(loadSchemaFile('schemas/lists/payments.json')) as ListDef;
    const index = bad.columns.findIndex((c) => c.format === 'amount');
    (bad.columns[index] as { format: string }).format = 'money';
    return { bad, index };
  };

  it('negative: a copy with a bad column format does not crash (every header, the row)', async () => {
    const { bad } = badFormatCopy();
    renderEngine(<DataList list={bad} />, { list: bad, url: '/list' });
    expect((await listReady(bad)).missing).toEqual([]);
  });

  it('negative: a copy with a bad column format shows a placeholder naming the JSON pointer', async () => {
    const { bad, index } = badFormatCopy();
    renderEngine(<DataList list={bad} />, { list: bad, url: '/list' });
    await listReady(bad);
    expect(document.body.textContent).toContain(`/columns/${index}/format`);
  });
});

// ---------------------------------------------------------------------------------------------
// Tabs

const fillParams = (route: string) => route.replace(/\{(\w+)\}/g, '1');
const routePattern = (route: string) => route.replace(/\{(\w+)\}/g, ':$1');

describe('corpus: tab groups render through TabGroup', () => {
  for (const file of TABS) {
    it(`${file}: every tab label`, async () => {
      const def = loadSchemaFile(file) as TabGroupDef;
      const first = def.tabs[0].route;
      renderEngine(<TabGroup group={def}>content</TabGroup>, { url: fillParams(first), path: `${routePattern(first)}/*` });
      for (const tab of def.tabs) expect(screen.getByRole('tab', { name: tab.label })).toBeTruthy();
      expect(screen.getByRole('tab', { name: def.tabs[0].label }).getAttribute('aria-selected')).toBe('true');
    });
  }

  it('negative: a copy whose tab route has no value for a parameter stays on a tab, no crash', async () => {
    const def = structuredClone(loadSchemaFile('schemas/tabs/transactions_payments.json')) as TabGroupDef;
    def.tabs[0] = { ...def.tabs[0], route: `${def.tabs[0].route}/{missing}` };
    renderEngine(<TabGroup group={def}>content</TabGroup>, { url: fillParams(def.tabs[1].route), path: `${routePattern(def.tabs[1].route)}/*` });
    for (const tab of def.tabs) expect(screen.getByRole('tab', { name: tab.label })).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------
// Modals

function Opener({ modal }: { modal: string | ModalDef }) {
  const host = useModalHost();
  return <Button onClick={() => void host.openModal(modal, { row: { id: 7, merchant: 3, order: 'po_corpus' } })}>open</Button>;
}

async function openModal(modal: string | ModalDef) {
  renderEngine(
    <ModalHostProvider renderForm={SchemaFormSlot}>
      <Opener modal={modal} />
    </ModalHostProvider>,
  );
  fireEvent.click(screen.getByText('open'));
  return screen.findByRole('dialog');
}

describe('corpus: modals open through the modal host', () => {
  for (const file of MODALS) {
    it(`${file}: opens with its title, body without placeholder`, async () => {
      const def = loadSchemaFile(file) as ModalDef;
      const dialog = await openModal(idOf(file));
      expect(within(dialog).getByText(def.title, { selector: 'h1, h2, h3, h4, .mantine-Modal-title' })).toBeTruthy();
      if (def.body.record) await within(dialog).findByTestId('modal-record');
      // A form under formWhen waits for its record to allow it (the fake server's record is empty).
      if (def.body.form && !def.body.formWhen) await formReady(def.body.form);
      // A text with placeholders is filled from the record (the fake server's is empty).
      if (def.body?.text)
        expect(def.body.text.includes('{') ? await within(dialog).findByTestId('modal-text') : within(dialog).getByText(def.body.text)).toBeTruthy();
      expect(within(dialog).queryAllByRole('alert').map((a) => a.textContent)).toEqual([]);
      expect(dialog.querySelector(PLACEHOLDERS)).toBeNull();
    });
  }

  it('negative: a copy naming a missing form shows a visible problem naming the form file', async () => {
    const def = structuredClone(loadSchemaFile('schemas/modals/payment_refund.json')) as ModalDef & { body: { form: string } };
    def.body.form = 'no_such_form';
    const dialog = await openModal(def);
    expect(within(dialog).getByText(def.title, { selector: 'h1, h2, h3, h4, .mantine-Modal-title' })).toBeTruthy();
    expect((await within(dialog).findByTestId('schema-problem')).textContent).toContain('schemas/forms/no_such_form.json#');
  });
});
