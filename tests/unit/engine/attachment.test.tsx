// @vitest-environment jsdom
// Attachments: picked files are kept by the form (the value holds their names), refused when too
// big or of another type, and a multipart endpoint gets a FormData with every field and the files.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import { buildRequest } from '../../../engine/form/buildRequest';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import type { FormFile } from '../../../engine/core/schema/formFile';
import { createAjv } from '../../../engine/core/validation/createAjv';
import { accepts, attachmentValue, checkPicked, formatBytes } from '../../../engine/widgets/input/attachment';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));
vi.mock('../../../.generated/api/meta', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../.generated/api/meta')>();
  return { ...real, ENDPOINT_META: { ...real.ENDPOINT_META, 'test.upload': { method: 'POST', path: '/merchant/{merchant}/documents/', multipart: true } } };
});

const UPLOAD = { 'test.upload': { method: 'POST' as const, path: '/merchant/{merchant}/documents/', multipart: true as const } };
const file = (name: string, size = 3, type = 'application/pdf') => new File(['x'.repeat(size)], name, { type });

describe('attachment (pure)', () => {
  it('accept: extensions, MIME types, wildcards', () => {
    expect(accepts('.pdf,.png', { name: 'A.PDF', type: '' })).toBe(true);
    expect(accepts('image/*', { name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(accepts('application/pdf', { name: 'a.txt', type: 'text/plain' })).toBe(false);
    expect(accepts(undefined, { name: 'a', type: '' })).toBe(true);
  });

  it('maxSize refuses bigger files with the limit in words; the value is the names', () => {
    const { kept, rejected } = checkPicked([file('small.pdf', 10), file('big.pdf', 3 * 1024 * 1024)], { maxSize: 2 * 1024 * 1024 });
    expect(kept.map((f) => f.name)).toEqual(['small.pdf']);
    expect(rejected).toEqual([{ template: 'File "{0}" is too large: the limit is {1}', args: ['big.pdf', '2 MB'] }]);
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(attachmentValue(kept, true)).toEqual(['small.pdf']);
    expect(attachmentValue(kept, false)).toBe('small.pdf');
    expect(attachmentValue([], true)).toBeUndefined();
  });

  it('buildRequest: a multipart endpoint gets path params apart and a FormData with the fields and files', () => {
    const a = file('a.pdf');
    const b = file('b.pdf');
    const { endpointId, arg } = buildRequest(
      { endpoint: 'test.upload' },
      { title: 'Contract', tags: ['x', 'y'], extra: { k: 1 }, agree: true, count: 2, docs: ['a.pdf', 'b.pdf'], empty: '' },
      { merchant: 7 },
      new Map([['docs', [a, b]]]),
      UPLOAD,
    );
    expect(endpointId).toBe('test.upload');
    const { merchant, body } = arg as { merchant: number; body: FormData };
    expect(merchant).toBe(7);
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Contract');
    expect(body.getAll('tags')).toEqual(['x', 'y']);
    expect(body.get('extra')).toBe('{"k":1}');
    expect(body.get('agree')).toBe('true');
    expect(body.get('count')).toBe('2');
    expect(body.has('merchant')).toBe(false);
    expect(body.has('empty')).toBe(false);
    const docs = body.getAll('docs') as File[];
    expect(docs.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(docs[0]).toBeInstanceOf(File);
  });

  it('buildRequest: a JSON endpoint is unchanged', () => {
    expect(buildRequest({ endpoint: 'account.login' }, { email: 'a@b.co' }, undefined, new Map(), UPLOAD).arg).toEqual({ email: 'a@b.co' });
  });
});

const FORM: FormFile = {
  id: 'test_upload',
  title: 'Documents',
  endpoint: 'test.upload',
  schema: {
    type: 'object',
    required: ['title', 'docs'],
    properties: {
      title: { type: 'string', title: 'Title' },
      docs: { type: 'array', title: 'Documents', items: { type: 'string' }, minItems: 1 },
    },
  },
  uiSchema: { 'ui:order': ['title', 'docs'], docs: { 'ui:widget': 'attachment', 'ui:options': { accept: '.pdf', maxSize: 100 } } },
};

function pick(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('attachment in SchemaForm', () => {
  it('keeps picked files, refuses a too big one, needs minItems, and submits them as FormData', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    const validate = createAjv().compile(FORM.schema);
    renderUi(<SchemaFormView form={FORM} validate={validate} submit={call} extraData={{ merchant: 7 }} />);
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Contract' } });
    fireEvent.blur(title);
    await act(async () => {
      fireEvent.click(screen.getByTestId('schema-form-submit'));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(call).not.toHaveBeenCalled();
    expect(await screen.findByText('field is required')).toBeTruthy();
    await act(async () => pick([file('huge.pdf', 500)]));
    expect(await screen.findByText('File "huge.pdf" is too large: the limit is 100 bytes')).toBeTruthy();
    await act(async () => pick([file('a.pdf'), file('b.pdf')]));
    await waitFor(() => expect(screen.getAllByTestId('attachment-docs')).toHaveLength(2));
    fireEvent.click(screen.getByLabelText('Remove b.pdf'));
    await waitFor(() => expect(screen.getAllByTestId('attachment-docs')).toHaveLength(1));
    await act(async () => {
      fireEvent.click(screen.getByTestId('schema-form-submit'));
      await new Promise((r) => setTimeout(r, 10));
    });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    const [endpointId, arg] = call.mock.calls[0];
    expect(endpointId).toBe('test.upload');
    const { merchant, body } = arg as { merchant: number; body: FormData };
    expect(merchant).toBe(7);
    expect(body.get('title')).toBe('Contract');
    expect((body.getAll('docs') as File[]).map((f) => f.name)).toEqual(['a.pdf']);
  });
});
