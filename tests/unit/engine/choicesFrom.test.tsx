// @vitest-environment jsdom
// Choices from the server (ui:options.choicesFrom): reply shapes, the rule "required when choices
// exist, value one of them", and the copy-permissions form: merchants, then the chosen merchant's
// users (Users not found when none), source users only in copy mode.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { choose, submit } from './helpers/form';
import { SchemaForm, SchemaFormView } from '../../../engine/form/SchemaForm';
import type { FormFile } from '../../../engine/core/schema/formFile';
import { createAjv } from '../../../engine/core/validation/createAjv';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { choiceErrors, choicesArgs, readChoices } from '../../../engine/core/choices/choicesFrom';
import { schemaAtPath } from '../../../engine/core/schema/replySchema';
import { checkFormRefs } from '../../../engine/core/schema/checkFormRefs';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

describe('choicesFrom (pure)', () => {
  it('schemas:check: a choice widget, not in required, args naming properties, an endpoint or a loadEndpoint', () => {
    const form = {
      id: 'bad',
      endpoint: 'x.save',
      schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'string' } } },
      uiSchema: {
        a: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { path: 'list', args: { q: 'nope' } } } },
        b: { 'ui:widget': 'text', 'ui:options': { choicesFrom: { endpoint: 'x.list', path: 'list' } } },
      },
    };
    expect(checkFormRefs('schemas/forms/bad.json', form as unknown as Parameters<typeof checkFormRefs>[1]).map((i) => `${i.pointer}: ${i.reason}`)).toEqual([
      '/uiSchema/a/ui:options/choicesFrom: "a" is required while it has choices: remove it from required',
      '/uiSchema/a/ui:options/choicesFrom/endpoint: is required (the form has no loadEndpoint)',
      '/uiSchema/a/ui:options/choicesFrom/args/q: no property "nope"',
      '/uiSchema/b/ui:widget: must be one of select, multiselect, checkboxes, tags with choicesFrom',
    ]);
  });

  it('reads {value,label}, strings and {id,name} at a dotted path; anything else is an empty list', () => {
    expect(readChoices({ a: { b: [{ value: 1, label: 'One' }] } }, 'a.b')).toEqual([{ value: '1', label: 'One' }]);
    expect(readChoices({ list: ['x', 'y'] }, 'list')).toEqual([{ value: 'x', label: 'x' }, { value: 'y', label: 'y' }]);
    expect(readChoices({ list: [{ id: 4, name: 'Four' }, { id: 5 }, null, { label: 'no value' }] }, 'list')).toEqual([
      { value: '4', label: 'Four' },
      { value: '5', label: '5' },
    ]);
    expect(readChoices({}, 'nope.deeper')).toEqual([]);
    // A number picks an item of a list on the way; the check reads the reply schema the same way.
    expect(readChoices({ data: [{ widgets: [{ id: 1, name: 'Volume' }] }] }, 'data.0.widgets')).toEqual([{ value: '1', label: 'Volume' }]);
    const reply = { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { widgets: { type: 'array', items: { type: 'object' } } } } } } };
    expect(schemaAtPath(reply, 'data.0.widgets')).toBeDefined();
    expect(schemaAtPath(reply, 'data.0.nope')).toBeUndefined();
  });

  it('maps sibling values to endpoint arguments after the path parameters', () => {
    expect(choicesArgs({ path: 'users', args: { from: 'from_merchant' } }, { from_merchant: 3 }, { merchant: 7 })).toEqual({ merchant: 7, from: 3 });
    expect(choicesArgs({ path: 'users', args: { from: 'from_merchant' } }, { from_merchant: '' }, { merchant: 7 })).toEqual({ merchant: 7 });
  });

  it('required while the list is not empty; the value (each item) must be a choice', () => {
    const lists = new Map([
      ['a', [{ value: '1', label: 'One' }]],
      ['b', []],
      ['c', [{ value: 'x', label: 'X' }]],
    ]);
    expect(choiceErrors({}, lists)).toEqual({ a: 'field is required', c: 'field is required' });
    expect(choiceErrors({ a: 1, c: ['x'] }, lists)).toEqual({});
    expect(choiceErrors({ a: 2, c: ['x', 'y'] }, lists)).toEqual({ a: 'field is required', c: 'field is required' });
  });
});

const MERCHANTS = [{ value: 2, label: 'Shop B' }];
const OWNER = [{ value: 1, label: 'Owner, e-mail owner@test.local' }];

function copyServer(usersOf: Record<string, unknown[]>, sourceUsers: unknown[] = OWNER) {
  return vi.fn<EndpointCaller>(async (endpointId, arg) => {
    if (endpointId === 'merchantsettings.permissionCopyInfo') {
      const from = (arg as { from?: number }).from;
      return { data: { merchants: MERCHANTS, users: from === undefined ? [] : (usersOf[String(from)] ?? []), source_users: sourceUsers } };
    }
    return { data: {} };
  });
}

describe('choicesFrom in SchemaForm (copy permissions)', () => {
  it("loads merchants with the path parameter, then the chosen merchant's users; Users not found when it has none", async () => {
    const call = copyServer({ '2': [] });
    renderUi(<SchemaForm formId="merchant_permission_copy" submit={call} extraData={{ merchant: 7 }} />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('merchantsettings.permissionCopyInfo', { merchant: 7 }, { query: true }));
    expect(screen.queryByTestId('empty-choices-users')).toBeNull();
    await choose('from_merchant', 'Shop B');
    await waitFor(() => expect(call).toHaveBeenCalledWith('merchantsettings.permissionCopyInfo', { merchant: 7, from: 2 }, { query: true }));
    expect((await screen.findByTestId('empty-choices-users')).textContent).toBe('Users not found');
    // no users: the field is optional (only the server can say there is nothing to copy)
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledWith('merchantsettings.permissionCopy', { mode: 'transfer', from_merchant: 2, merchant: 7 }));
  });

  it('a field with choices is required and shows the required mark; without choices (no emptyMessage) it is hidden', async () => {
    const call = copyServer({ '2': [{ id: 11, label: 'Ann, e-mail ann@test.local' }] }, []);
    renderUi(<SchemaForm formId="merchant_permission_copy" submit={call} extraData={{ merchant: 7 }} />);
    await submit();
    expect(call).not.toHaveBeenCalledWith('merchantsettings.permissionCopy', expect.anything());
    expect(await screen.findByText('field is required')).toBeTruthy();
    await choose('from_merchant', 'Shop B');
    await waitFor(() => expect(screen.getByTestId('multiselect-trigger')).toBeTruthy());
    expect(document.querySelector('label[for="root_users"]')?.textContent).toContain('*');
    expect(document.querySelector('label[for="root_from_merchant"]')?.textContent).toContain('*');
    await submit();
    expect(call).not.toHaveBeenCalledWith('merchantsettings.permissionCopy', expect.anything());
    fireEvent.click(screen.getByTestId('multiselect-trigger'));
    fireEvent.click(await screen.findByLabelText('Ann, e-mail ann@test.local'));
    // copy mode: its source user field has an empty list and no emptyMessage, so it stays hidden
    await choose('mode', 'Copy the rights of a user of this merchant');
    expect(document.getElementById('root_source_user')).toBeNull();
    await submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('merchantsettings.permissionCopy', { mode: 'copy', from_merchant: 2, users: ['11'], merchant: 7 }),
    );
  });

  it("copy mode asks for a source user from this merchant's users", async () => {
    const call = copyServer({ '2': [{ id: 11, label: 'Ann' }] });
    renderUi(<SchemaForm formId="merchant_permission_copy" submit={call} extraData={{ merchant: 7 }} initialData={{ mode: 'copy', from_merchant: 2, users: ['11'] }} />);
    await waitFor(() => expect(document.getElementById('root_source_user')).toBeTruthy());
    await submit();
    expect(call).not.toHaveBeenCalledWith('merchantsettings.permissionCopy', expect.anything());
    await choose('source_user', 'Owner, e-mail owner@test.local');
    await submit();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('merchantsettings.permissionCopy', { mode: 'copy', from_merchant: 2, users: ['11'], source_user: 1, merchant: 7 }),
    );
  });

  it('without an endpoint the choices come from the loadEndpoint reply (strings and {id,name} too)', async () => {
    const form: FormFile = {
      id: 'pick',
      title: 'Pick',
      endpoint: 'x.save',
      loadEndpoint: 'x.load',
      schema: { type: 'object', properties: { color: { type: 'string', title: 'Colour' }, owner: { type: 'integer', title: 'Owner' } } },
      uiSchema: {
        color: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { path: 'choices.colors' } } },
        owner: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { path: 'owners' } } },
      },
    };
    const call = vi.fn<EndpointCaller>(async (id) =>
      id === 'x.load' ? { data: { choices: { colors: ['red', 'blue'] }, owners: [{ id: 4, name: 'Olga' }] } } : { data: {} },
    );
    renderUi(<SchemaFormView form={form} validate={createAjv().compile(form.schema)} submit={call} />);
    await choose('color', 'blue');
    await choose('owner', 'Olga');
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledWith('x.save', { color: 'blue', owner: 4 }));
    expect(call.mock.calls.filter(([id]) => id === 'x.load')).toHaveLength(1);
  });
});
