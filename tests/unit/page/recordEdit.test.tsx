// @vitest-environment jsdom
// A record page that edits (schemas/records/cashbox_edit.json's vocabulary): `pick` (the address must
// name a row of a call, else the user picks one of the offered rows), `params` (a parameter the reply
// overrules, changed by its select), `address` (the page's own address, by the reply), `upload` (a
// file read at once by a call, its reply and chosen item put into the page's reply) and a section
// form started from the reply (`formValues`, `formFill`, `formReadonly`) and sent with `formArgs`.
import '../list/helpers/dom';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatIssue } from '../../../engine/core/schema';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { RecordView, type RecordDef } from '../../../engine/record';
import { choicesOf, formInitial, pageAddress, pickState, readonlyOf, resolvedParams } from '../../../engine/record/pageState';
import { submit } from '../engine/helpers/form';
import { createFake, type Answer, type Sent } from '../transactions/harness';

const alerts = vi.hoisted(() => [] as Array<{ message: string; variant?: string }>);
vi.mock('../../../engine/feedback/alerts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showAlert: (a: { message: string; variant?: string }) => void alerts.push(a),
}));

const rows = [
  { id: 1, name: 'Has one', can_edit: true, cashbox: { id: 9 } },
  { id: 2, name: 'Read only', can_edit: false, cashbox: null },
  { id: 3, name: 'Free', can_edit: true, cashbox: null },
];
const config = (over: Record<string, unknown> = {}) => ({
  merchant: { id: 3, merchant_id: '1400345', name: 'Free', country: 'UA' },
  cashbox_id: null,
  current_provider: 'standin',
  choices: [{ value: 'standin', label: 'Stand-in' }, { value: 'other', label: 'Other' }],
  fields: [],
  required: [],
  readonly: ['company_name', 'tin', 'ipn'],
  values: { activate: true },
  cert: null,
  can_edit: true,
  ...over,
});
const certificate = {
  pszSubjCN: 'Olena Kovalenko',
  valid_to: '2030-01-01',
  client_cer: 'PEM',
  TaxObjects: [
    { TaxObjId: '101', OrgName: 'Kyiv Books LLC', Address: 'Kyiv, Main St 1', Tin: '12345678', Ipn: '123456789012', TransactionsRegistrars: [{ Name: 'R1', NumLocal: '1', NumFiscal: '4000123456' }] },
    { TaxObjId: '102', OrgName: 'Kyiv Books LLC', Address: 'Lviv, Rynok Sq 5', Tin: '12345678', Ipn: '123456789012', TransactionsRegistrars: [{ Name: 'R2', NumLocal: '2', NumFiscal: '4000654321' }] },
  ],
};

const def: RecordDef = {
  id: 'edit',
  pick: {
    param: 'merchant', endpoint: 'cashboxes.list', rows: 'data', value: 'id', text: '{name}',
    where: [{ field: 'can_edit', equals: true }, { field: 'cashbox', present: false }],
    label: 'Merchant', placeholder: 'Choose a merchant', empty: 'Nothing to connect.', route: '/t/add/{merchant}',
  },
  record: { endpoint: 'cashboxes.provider', pathParams: { merchant: '{merchant}' } },
  params: [{ name: 'provider', choices: 'choices', default: 'current_provider', label: 'Provider' }],
  address: [
    { when: { field: 'cashbox_id', present: true }, route: '/t/edit/{merchant.id}/{provider}' },
    { route: '/t/add/{merchant.id}/{provider}' },
  ],
  lines: [{ id: 'ro', color: 'warning', text: 'Read only.', when: { field: 'can_edit', equals: false } }],
  upload: {
    endpoint: 'cashboxes.certs', file: 'file', label: 'Cashier certificate', into: 'cert', when: { field: 'can_edit', equals: true },
    choose: { rows: 'TaxObjects', label: 'Tax object', text: '{TaxObjId} · {Address}', into: 'tax_object' },
  },
  sections: [
    { id: 'cert', when: { field: 'cert', present: true }, fields: [{ field: 'cert.pszSubjCN', label: 'Certificate subject' }] },
    {
      id: 'register', when: { field: 'can_edit', equals: true }, form: 'cashbox_register',
      formValues: 'values', formReadonly: 'readonly', formArgs: { provider: '{provider}' },
      formFill: {
        client_cer: 'cert.client_cer', cashier_fio: ['values.cashier_fio', 'cert.pszSubjCN'], company_name: 'tax_object.OrgName',
        tin: 'tax_object.Tin', ipn: 'tax_object.Ipn', point_addr: 'tax_object.Address', case_reg_num: 'tax_object.TransactionsRegistrars.0.NumFiscal',
      },
    },
  ],
};

describe('what the page works out (pure)', () => {
  it('pick: whether the address names a row, and the rows offered', () => {
    expect(pickState(def.pick!, { data: rows }, { merchant: '1' })).toEqual({ known: true, offered: [{ value: '3', text: 'Free' }] });
    expect(pickState(def.pick!, { data: rows }, { merchant: '8' }).known).toBe(false);
  });
  it('params: the address value when it is a choice, else the default; address: the first that holds', () => {
    const reply = config();
    expect(resolvedParams(def.params, reply, { merchant: '3', provider: 'other' }).provider).toBe('other');
    expect(resolvedParams(def.params, reply, { merchant: '3', provider: 'nope' }).provider).toBe('standin');
    expect(resolvedParams(def.params, reply, { merchant: '3' }).provider).toBe('standin');
    expect(choicesOf(reply, 'choices')).toEqual([{ value: 'standin', label: 'Stand-in' }, { value: 'other', label: 'Other' }]);
    expect(pageAddress(def.address, { reply, page: { provider: 'standin' } })).toBe('/t/add/3/standin');
    expect(pageAddress(def.address, { reply: config({ cashbox_id: 4 }), page: { provider: 'standin' } })).toBe('/t/edit/3/standin');
    expect(pageAddress(def.address, { reply, page: {} })).toBeUndefined();
  });
  it('a form starts from formValues, formFill laid over (the first path with a value; none keeps the value)', () => {
    const form = def.sections![1];
    const saved = { ...config(), values: { cashier_fio: 'Ann', case_reg_num: '77', activate: true } };
    expect(formInitial(form, saved)).toEqual({ cashier_fio: 'Ann', case_reg_num: '77', activate: true });
    const uploaded = { ...saved, values: { activate: true }, cert: certificate, tax_object: certificate.TaxObjects[1] };
    expect(formInitial(form, uploaded)).toEqual({
      activate: true, client_cer: 'PEM', cashier_fio: 'Olena Kovalenko', company_name: 'Kyiv Books LLC', tin: '12345678',
      ipn: '123456789012', point_addr: 'Lviv, Rynok Sq 5', case_reg_num: '4000654321',
    });
    expect(readonlyOf(form, saved)).toEqual(['company_name', 'tin', 'ipn']);
    expect(formInitial({ id: 'x', form: 'f' }, saved)).toBeUndefined();
  });
});

describe('schemas:check of these keys', () => {
  const files = (record: object) =>
    new Map<string, unknown>([
      ['schemas/endpoints/shop.json', { group: 'shop', endpoints: {
        list: { method: 'GET', path: '/shop/list/', reply: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } } } } },
        config: { method: 'GET', path: '/shop/{merchant}/', reply: { type: 'object', properties: { choices: { type: 'array' }, current: { type: 'string' }, values: { type: 'object', additionalProperties: true } } } },
        read: { method: 'POST', path: '/shop/{merchant}/read/', multipart: true, reply: { type: 'object', properties: { name: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } } } } },
        plain: { method: 'POST', path: '/shop/{merchant}/plain/', reply: { type: 'object', properties: {} } },
        save: { method: 'POST', path: '/shop/{merchant}/save/', reply: { type: 'object', properties: {} } },
      } }],
      ['schemas/forms/shop.json', { id: 'shop', title: 'Shop', endpoint: 'shop.save', schema: { type: 'object', properties: { name: { type: 'string' } } } }],
      ['schemas/records/shop_edit.json', record],
      ['schemas/routes.json', [{ path: '/shops/:merchant/:kind?', screen: 'engine/record', schema: 'shop_edit', title: 'Shop', access: 'user' }]],
    ]);
  const good = {
    id: 'shop_edit',
    pick: { param: 'merchant', endpoint: 'shop.list', rows: 'data', value: 'id', text: '{name}', label: 'Shop', placeholder: 'Choose', empty: 'None', route: '/shops/{merchant}' },
    record: { endpoint: 'shop.config', pathParams: { merchant: '{merchant}' } },
    params: [{ name: 'kind', choices: 'choices', default: 'current', label: 'Kind' }],
    address: [{ route: '/shops/{merchant}/{kind}' }],
    upload: { endpoint: 'shop.read', file: 'file', label: 'File', into: 'file', choose: { rows: 'items', label: 'Item', text: '{code}', into: 'item' } },
    sections: [{ id: 'form', form: 'shop', formValues: 'values', formArgs: { kind: '{kind}' }, formFill: { name: ['file.name', 'item.code', 'values.name'] } }],
  };
  const problems = (record: object) => checkCrossRefs(files(record), []).map(formatIssue);

  it('pass when every path and call fits', () => {
    expect(problems(good)).toEqual([]);
  });

  it('refuse a file upload to a call that takes no file, paths that are nowhere, a pick route without the picked value, a select without an address', () => {
    const bad = {
      ...good,
      pick: { ...good.pick, rows: 'rows', route: '/shops/1' },
      params: [{ name: 'kind', choices: 'choice', default: 'current', label: 'Kind' }],
      address: undefined,
      upload: { ...good.upload, endpoint: 'shop.plain', choose: undefined },
      sections: [{ id: 'form', form: 'shop', formValues: 'value', formFill: { name: 'item.code' } }],
    };
    expect(problems(bad)).toEqual([
      'schemas/records/shop_edit.json#/pick/rows: no field "rows" in the reply of shop.list',
      'schemas/records/shop_edit.json#/pick/route: must name the picked "{merchant}"',
      'schemas/records/shop_edit.json#/params/0/choices: no field "choice" in the reply of shop.config',
      'schemas/records/shop_edit.json#/params/0/label: a select of the parameter needs `address` (where a choice goes)',
      'schemas/records/shop_edit.json#/upload/endpoint: "shop.plain" is not a multipart call: it cannot take a file',
      'schemas/records/shop_edit.json#/sections/0/formValues: no field "value" in the reply of shop.config',
      'schemas/records/shop_edit.json#/sections/0/formFill/name: no field "item.code" in the reply of shop.config',
    ]);
  });
});

function Page() {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <RecordView def={def} title="Connect" page={params} />
    </>
  );
}

function renderAt(path: string, answer: (req: Sent) => Answer) {
  const fake = createFake(answer);
  render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/t/add/:merchant/:provider?" element={<Page />} />
            <Route path="/t/edit/:merchant/:provider?" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return fake.sent;
}

const server = (over: Record<string, unknown> = {}) => (req: Sent): Answer => {
  if (req.url.startsWith('/merchant/cashboxes/list/')) return { data: { data: rows, paginator: { page: 1, pages: 1, limit: 20, count: 3 } } };
  if (req.url.startsWith('/merchant/cashboxes/3/provider/') && req.method === 'GET') return { data: config(over) };
  if (req.url.startsWith('/merchant/cashboxes/3/certs/')) return { data: certificate };
  if (req.url.startsWith('/merchant/cashboxes/3/provider/standin/')) return { data: { id: 5, status: 'active', message: 'ok', redirect: '/taxes/info/3/5' } };
  return { error: { status: 404, data: { error: 'Not found' } } };
};

describe('the page', () => {
  it('an address naming no row offers the rows where `where` holds; picking one goes to the route', async () => {
    renderAt('/t/add/8', server());
    const select = (await screen.findByTestId('edit-pick', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a merchant', 'Free']);
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/t/add/3/standin'));
  });

  it('says so when no row is offered', async () => {
    const sent = renderAt('/t/add/8', (req) => (req.url.startsWith('/merchant/cashboxes/list/') ? { data: { data: rows.slice(0, 2), paginator: { page: 1, pages: 1, limit: 20, count: 2 } } } : server()(req)));
    expect(await screen.findByText('Nothing to connect.', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent.some((r) => r.url.includes('/provider/'))).toBe(false);
  });

  it('names the reply\'s parameter and kind in the address; the select changes the parameter', async () => {
    renderAt('/t/edit/3/nope', server());
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/t/add/3/standin'), { timeout: 5000 });
    const select = screen.getByTestId('edit-param-provider') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Stand-in', 'Other']);
    fireEvent.change(select, { target: { value: 'other' } });
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/t/add/3/other'));
  });

  it('a read-only reply: the line shows, no upload, no form', async () => {
    renderAt('/t/add/3/standin', server({ can_edit: false }));
    expect(await screen.findByText('Read only.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('edit-upload')).toBeNull();
    expect(screen.queryByTestId('schema-form-cashbox_register')).toBeNull();
  });

  it('an upload fills the form from its reply and the chosen item; the form is sent with formArgs, its read-only fields read-only', async () => {
    const sent = renderAt('/t/add/3/standin', server());
    const input = (await screen.findByTestId('edit-upload', {}, { timeout: 5000 })) as HTMLInputElement;
    await screen.findByTestId('schema-form-cashbox_register');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['PEM'], 'cashier.pem')] } });
    });
    const upload = await waitFor(() => sent.find((r) => r.url.startsWith('/merchant/cashboxes/3/certs/'))!);
    expect(upload.method).toBe('POST');
    // The file is the multipart part `file` (a Blob, not a text field).
    expect(typeof (upload.body as FormData).get('file')).toBe('object');
    expect(within(await screen.findByTestId('edit-cert')).getByText('Olena Kovalenko')).toBeTruthy();
    const company = await screen.findByRole('textbox', { name: /^Company/ });
    await waitFor(() => expect((company as HTMLInputElement).value).toBe('Kyiv Books LLC'));
    expect((company as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Point of sale address/ }) as HTMLInputElement).value).toBe('Kyiv, Main St 1');
    fireEvent.change(screen.getByTestId('edit-upload-choice'), { target: { value: '1' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Point of sale address/ }) as HTMLInputElement).value).toBe('Lviv, Rynok Sq 5'));
    expect((screen.getByRole('textbox', { name: /Fiscal number of the register/ }) as HTMLInputElement).value).toBe('4000654321');
    fireEvent.change(screen.getByRole('textbox', { name: /^Point of sale$/ }), { target: { value: 'Shop' } });
    await submit(100);
    const save = await waitFor(() => sent.find((r) => r.method === 'POST' && r.url.startsWith('/merchant/cashboxes/3/provider/standin/'))!);
    expect(save.body).toMatchObject({ client_cer: 'PEM', cashier_fio: 'Olena Kovalenko', case_reg_num: '4000654321', point_addr: 'Lviv, Rynok Sq 5', point_name: 'Shop', activate: true });
  });

  it('a refused file shows the server\'s message', async () => {
    renderAt('/t/add/3/standin', (req) => (req.url.startsWith('/merchant/cashboxes/3/certs/') ? { error: { status: 400, data: { error: 'Not a certificate' } } } : server()(req)));
    const input = (await screen.findByTestId('edit-upload', {}, { timeout: 5000 })) as HTMLInputElement;
    alerts.length = 0;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'x.txt')] } });
    });
    await waitFor(() => expect(alerts).toEqual([{ message: 'Not a certificate', variant: 'danger' }]));
    expect(screen.queryByTestId('edit-cert')).toBeNull();
  });
});
