// @vitest-environment jsdom
// What the design editor's record file (schemas/records/design_edit.json) asks of the engine: a form
// field sent as its JSON text (`jsonFields`), a line with a progress bar, the record read again while
// pending, a submit label by the record's state (`formSubmitLabel`), the address the save's reply
// names (`formThen`), a call action going where its reply says (`then`, also after a confirm modal),
// a screen's bespoke piece beside the form given the values as edited (`slot`, RecordSlots), and a
// record page a bespoke screen shows naming its address's parameters (`pageParams`).
import '../list/helpers/dom';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatIssue } from '../../../engine/core/schema';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { checkFormRefs } from '../../../engine/core/schema/checkFormRefs';
import { buildRequest } from '../../../engine/form/buildRequest';
import { ModalHostProvider } from '../../../engine/modal';
import { SchemaFormSlot } from '../../../engine/modal/SchemaFormSlot';
import { RecordSlots, RecordView, type RecordDef } from '../../../engine/record';
import { submit } from '../engine/helpers/form';
import { createFake, type Answer, type Sent } from '../transactions/harness';

vi.mock('../../../engine/feedback/alerts', async (importOriginal) => ({ ...(await importOriginal<object>()), showAlert: () => undefined }));

describe('jsonFields', () => {
  const form = {
    id: 'f', title: 'F', endpoint: 'designs.save', jsonFields: ['configuration'],
    schema: { type: 'object' as const, properties: { name: { type: 'string' as const }, configuration: { type: 'object' as const, properties: { a: { type: 'string' as const } } } } },
  };
  it('sends an object field as its JSON text, an empty object when unset', () => {
    expect(buildRequest(form, { name: 'N', configuration: { a: 'x' } }, { merchant: 1, hash: 'h' }).arg).toEqual({ name: 'N', configuration: '{"a":"x"}', merchant: 1, hash: 'h' });
    expect(buildRequest(form, { name: 'N' }).arg).toEqual({ name: 'N', configuration: '{}' });
  });
  it('schemas:check wants each an object property', () => {
    expect(checkFormRefs('schemas/forms/f.json', { ...form, jsonFields: ['name', 'nope'] } as Parameters<typeof checkFormRefs>[1]).map(formatIssue)).toEqual([
      'schemas/forms/f.json#/jsonFields/0: no object property "name"',
      'schemas/forms/f.json#/jsonFields/1: no object property "nope"',
    ]);
  });
});

describe('pageParams', () => {
  const files = (record: object) =>
    new Map<string, unknown>([
      ['schemas/endpoints/shop.json', { group: 'shop', endpoints: { read: { method: 'GET', path: '/shop/{merchant}/{hash}/', reply: { type: 'object', properties: {} } } } }],
      ['schemas/records/shop_edit.json', record],
      ['schemas/routes.json', [{ path: '/x', screen: 'placeholder', title: 'X', access: 'user' }]],
    ]);
  const read = { endpoint: 'shop.read', pathParams: { merchant: '{merchant_id}', hash: '{hash}' } };
  it('name the address parameters of a record page no engine/record route shows', () => {
    expect(checkCrossRefs(files({ id: 'shop_edit', record: read }), []).map(formatIssue)).toEqual([
      'schemas/records/shop_edit.json#/record/pathParams/merchant: "merchant_id" is not a parameter of the page (merchant)',
      'schemas/records/shop_edit.json#/record/pathParams/hash: "hash" is not a parameter of the page (merchant)',
    ]);
    expect(checkCrossRefs(files({ id: 'shop_edit', pageParams: ['merchant_id', 'hash'], record: read }), []).map(formatIssue)).toEqual([]);
  });
});

// A stored configuration as the demo templates make it (server/db/migrations/023_designs.ts).
const configuration = {
  options: {
    methods: ['card'], methods_disabled: [], show_menu_first: false, local_methods_icons: [], card_icons: ['visa'], banklinks_eu_icons: [], loans_icons: [],
    countries: [], default_country: 'UA', theme: { type: 'light', preset: 'solid' }, layout: 'default', logo_url: '', show_email: true,
    show_pay_button_amount: true, disable_request: false,
  },
  messages: { en: {}, uk: {} },
  params: { amount: '100.00', currency: 'UAH' },
  css_variable: { border_radius: 8, main: '#2F6FED' },
};

const design = (over: Record<string, unknown> = {}) => ({
  id: 4, hash: 'aaa', merchant: 7, merchant_name: 'Shop', name: 'Spring', comment: '', status: 'draft', valid: true, progress: 0,
  preview_amount: '1.00', preview_currency: 'UAH', created: '', updated: '', can_edit: true, can_activate: true,
  configuration, invalidation_status: null, source_code_html: '<main></main>', ...over,
});

const def: RecordDef = {
  id: 'design_edit',
  pageParams: ['merchant_id', 'hash'],
  record: { endpoint: 'designs.design', pathParams: { merchant: '{merchant_id}', hash: '{hash}' } },
  refresh: { everyMs: 1000, while: { field: 'status', equals: 'pending_activation' } },
  actions: [
    { id: 'copy', label: 'Copy', kind: 'call', endpoint: 'designs.clone', then: '/d/{merchant}/{hash}' },
    { id: 'delete', label: 'Delete', kind: 'call', endpoint: 'designs.remove', confirm: 'design_delete', then: '/d/list' },
  ],
  lines: [{ id: 'activation', text: 'Activation in progress', progress: 'progress', when: { field: 'status', equals: 'pending_activation' } }],
  sections: [
    {
      id: 'design', form: 'design_configuration', formFill: { name: 'name', comment: 'comment', configuration: 'configuration' },
      formSubmitLabel: [{ label: 'Save as copy', when: { field: 'status', equals: 'active' } }],
      formThen: '/d/{merchant}/{hash}', slot: 'preview',
    },
  ],
};

function Page() {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <RecordView key={params.hash} def={def} title="Edit design" page={params} />
    </>
  );
}

function renderAt(path: string, answer: (req: Sent, n: number) => Answer) {
  const fake = createFake(answer);
  const slots = { preview: ({ form }: { form: Record<string, unknown> | undefined }) => <p data-testid="preview">{String(form?.name)}</p> };
  render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <ModalHostProvider renderForm={SchemaFormSlot}>
            <RecordSlots.Provider value={slots}>
              <Routes>
                <Route path="/d/:merchant_id/:hash" element={<Page />} />
                <Route path="/d/list" element={<p>the list</p>} />
              </Routes>
            </RecordSlots.Provider>
          </ModalHostProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return fake.sent;
}

const isRead = (r: Sent, hash: string) => r.method === 'GET' && r.url.startsWith(`/merchant/payment-solutions/7/design/hash/${hash}/`);

describe('the design page', () => {
  it('reads the record again while pending, with its progress bar; the label follows the state', { timeout: 30000 }, async () => {
    let reads = 0;
    const sent = renderAt('/d/7/aaa', (r) => {
      if (isRead(r, 'aaa')) reads += 1;
      return { data: reads < 3 ? design({ status: 'pending_activation', progress: 40 * reads, can_activate: false }) : design({ status: 'active', progress: 100 }) };
    });
    const bar = (await screen.findByRole('progressbar', {}, { timeout: 5000 })) as HTMLProgressElement;
    expect(bar.getAttribute('aria-labelledby')).toBe('design_edit-activation-label');
    expect(screen.getByText('Activation in progress')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save as copy' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent.filter((r) => isRead(r, 'aaa')).length).toBeGreaterThanOrEqual(3);
  });

  it("the slot beside the form gets the values as edited; a save sends the JSON text and goes to the reply's address", { timeout: 30000 }, async () => {
    const sent = renderAt('/d/7/aaa', (r) => (r.method === 'POST' ? { data: design({ hash: 'bbb', name: 'Summer' }) } : { data: design({ hash: r.url.includes('/bbb/') ? 'bbb' : 'aaa' }) }));
    await waitFor(() => expect(screen.getByTestId('preview').textContent).toBe('Spring'), { timeout: 15000 });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Summer' } });
    await waitFor(() => expect(screen.getByTestId('preview').textContent).toBe('Summer'));
    expect(screen.getByRole('button', { name: 'Save design' })).toBeTruthy();
    await submit(100);
    const save = await waitFor(() => sent.find((r) => r.method === 'POST')!);
    expect(save.url).toBe('/merchant/payment-solutions/7/design/hash/aaa/');
    expect(save.body).toMatchObject({ name: 'Summer' });
    // The values as the form sends them (empty ones left out), as one JSON text.
    expect(JSON.parse((save.body as { configuration: string }).configuration)).toMatchObject({
      options: { theme: { type: 'light', preset: 'solid' }, layout: 'default', default_country: 'UA' }, params: configuration.params, css_variable: configuration.css_variable,
    });
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/d/7/bbb'));
  });

  it("a call action goes to its reply's address; a confirmed one to its route once confirmed", async () => {
    renderAt('/d/7/aaa', (r) => (r.url.endsWith('/clone/') ? { data: design({ hash: 'ccc' }) } : r.url.endsWith('/remove/') ? { data: { message: 'ok' } } : { data: design() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/d/7/ccc'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure? The design is deleted for good.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => dialog.contains(b))!);
    expect(await screen.findByText('the list', {}, { timeout: 5000 })).toBeTruthy();
  });
});
