// @vitest-environment jsdom
// The privilege form (spec 002 s.6: checkbox types, an all option and type groups): Read and Edit
// groups (engine ui:groups), each with an All checkbox that turns the whole group on or off.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../engine/helpers/render';
import { SchemaForm, SchemaFormView } from '../../../engine/form/SchemaForm';
import { FORM_VALIDATORS } from '../../../.generated/validators/index.js';
import permissionForm from '../../../schemas/forms/merchant_permission.json';
import type { FormFile } from '../../../engine/core/schema/formFile';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { groupLayout } from '../../../engine/form/FieldGroups';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const VIEWS = ['transactions', 'reports', 'payment_solutions', 'cash_registers', 'multiparty', 'promocodes', 'settings', 'permissions'];
const group = (name: string) => screen.getByRole('group', { name });
const boxes = (name: string) => within(group(name)).getAllByRole('checkbox') as HTMLInputElement[];
const allOf = (name: string) => within(group(name)).getByRole('checkbox', { name: 'All' }) as HTMLInputElement;

async function renderForm(formId: string, initialData: Record<string, unknown> = {}) {
  const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
  renderUi(<SchemaForm formId={formId} submit={call} initialData={initialData} />);
  await screen.findByRole('group', { name: 'Read' });
  return call;
}

describe('privilege form groups', () => {
  it('shows a Read and an Edit group, each with All and one checkbox per view', async () => {
    await renderForm('merchant_permission');
    for (const name of ['Read', 'Edit']) expect(boxes(name)).toHaveLength(VIEWS.length + 1);
    expect(within(group('Read')).getByRole('checkbox', { name: 'Merchant settings: read' })).toBeTruthy();
    expect(within(group('Edit')).getByRole('checkbox', { name: 'Access rights: edit' })).toBeTruthy();
  });

  it('All checks and unchecks the whole group; some checked shows it indeterminate', async () => {
    const call = await renderForm('merchant_permission');
    fireEvent.click(allOf('Read'));
    await waitFor(() => expect(boxes('Read').every((b) => b.checked)).toBe(true));
    expect(boxes('Edit').some((b) => b.checked)).toBe(false);
    fireEvent.click(within(group('Read')).getByRole('checkbox', { name: 'Reports: read' }));
    await waitFor(() => expect(allOf('Read').checked).toBe(false));
    expect(allOf('Read').getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(allOf('Read'));
    await waitFor(() => expect(boxes('Read').every((b) => b.checked)).toBe(true));
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'new@merchant.test' } });
    fireEvent.blur(screen.getByLabelText(/Email/));
    await act(async () => {
      fireEvent.click(screen.getByTestId('schema-form-submit'));
      await new Promise((r) => setTimeout(r, 20));
    });
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0][1]).toMatchObject(Object.fromEntries(VIEWS.map((v) => [`read_${v}`, true])));
    fireEvent.click(allOf('Read'));
    await waitFor(() => expect(boxes('Read').some((b) => b.checked)).toBe(false));
  });

  it('the edit form starts with All checked for a group fully on', async () => {
    await renderForm('merchant_permission_edit', { email: 'a@b.co', ...Object.fromEntries(VIEWS.map((v) => [`edit_${v}`, true])) });
    await waitFor(() => expect(allOf('Edit').checked).toBe(true));
    expect(allOf('Read').checked).toBe(false);
  });

  it('All works where every change goes through rjsf (a form with a oneOf choice: no fast path)', async () => {
    const form = structuredClone(permissionForm) as unknown as FormFile;
    form.schema.properties.lang = { type: 'string', title: 'Language', oneOf: [{ const: 'en', title: 'English' }] } as never;
    renderUi(<SchemaFormView form={form} validate={FORM_VALIDATORS.merchant_permission} submit={vi.fn()} />);
    await screen.findByRole('group', { name: 'Edit' });
    fireEvent.click(allOf('Edit'));
    await waitFor(() => expect(boxes('Edit').every((b) => b.checked)).toBe(true));
    fireEvent.click(allOf('Edit'));
    await waitFor(() => expect(boxes('Edit').some((b) => b.checked)).toBe(false));
  });

  it('layout: a group takes the place of its first field; fields in no group keep theirs', () => {
    const p = (name: string) => ({ name, hidden: false, content: name }) as never;
    const items = groupLayout([p('a'), p('r1'), p('b'), p('r2')], [{ title: 'R', fields: ['r1', 'r2'] }]);
    expect(items.map((i) => ('field' in i ? i.field.name : `[${i.fields.map((f) => f.name).join(',')}]`))).toEqual(['a', '[r1,r2]', 'b']);
  });
});
