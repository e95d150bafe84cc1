// @vitest-environment jsdom
// Choices from the server for fields inside array items (uiSchema `<array>.items.<field>` with
// ui:options.choicesFrom): one list serves every item, each item's value must be one of it, and
// schemas:check refuses such a field the way it refuses a top-level one.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { submit } from './helpers/form';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import type { FormFile } from '../../../engine/core/schema/formFile';
import { createAjv } from '../../../engine/core/validation/createAjv';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { choiceErrors, choicesFromFields } from '../../../engine/core/choices/choicesFrom';
import { checkFormRefs } from '../../../engine/core/schema/checkFormRefs';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const FORM: FormFile = {
  id: 'hooks',
  title: 'Hooks',
  endpoint: 'x.save',
  schema: {
    type: 'object',
    properties: {
      shop: { type: 'integer', title: 'Shop' },
      hooks: {
        type: 'array',
        title: 'Hooks',
        items: { type: 'object', properties: { kind: { type: 'string', title: 'Kind' }, url: { type: 'string', title: 'Address' } } },
      },
    },
  },
  uiSchema: {
    hooks: { items: { kind: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { endpoint: 'x.kinds', path: 'kinds', args: { shop: 'shop' } } } } } },
  },
};

describe('choicesFrom inside array items (pure)', () => {
  it('names an item field <array>.*.<field>; the rule checks every item', () => {
    expect(Object.keys(choicesFromFields(FORM.uiSchema))).toEqual(['hooks.*.kind']);
    const lists = new Map([['hooks.*.kind', [{ value: 'order', label: 'Order' }]]]);
    expect(choiceErrors({ hooks: [{ kind: 'order' }, { kind: 'refund' }, {}] }, lists)).toEqual({
      'hooks.1.kind': 'field is required',
      'hooks.2.kind': 'field is required',
    });
    expect(choiceErrors({ hooks: [{ kind: 'order' }] }, lists)).toEqual({});
    expect(choiceErrors({ hooks: [{}] }, new Map([['hooks.*.kind', []]]))).toEqual({});
  });

  it('schemas:check: an item field that exists, a choice widget, not in the items required, args naming properties', () => {
    const form = {
      id: 'bad',
      endpoint: 'x.save',
      schema: { type: 'object', properties: { hooks: { type: 'array', items: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } } } } },
      uiSchema: {
        hooks: {
          items: {
            kind: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { endpoint: 'x.kinds', path: 'kinds', args: { shop: 'nope' } } } },
            ghost: { 'ui:widget': 'text', 'ui:options': { choicesFrom: { endpoint: 'x.kinds', path: 'kinds' } } },
          },
        },
      },
    };
    const issues = checkFormRefs('schemas/forms/bad.json', form as unknown as Parameters<typeof checkFormRefs>[1]).map((i) => `${i.file}#${i.pointer}: ${i.reason}`);
    expect(issues).toEqual(expect.arrayContaining([
      'schemas/forms/bad.json#/uiSchema/hooks/items/kind/ui:options/choicesFrom: "kind" is required while it has choices: remove it from required',
      'schemas/forms/bad.json#/uiSchema/hooks/items/kind/ui:options/choicesFrom/args/shop: no property "nope"',
      'schemas/forms/bad.json#/uiSchema/hooks/items/ghost: no property "ghost" in the items of "hooks"',
      'schemas/forms/bad.json#/uiSchema/hooks/items/ghost/ui:widget: must be one of select, multiselect, checkboxes, tags with choicesFrom',
    ]));
  });
});

describe('choicesFrom inside array items in SchemaForm', () => {
  it("shows the server's options in every item and refuses a value outside them", async () => {
    const call = vi.fn<EndpointCaller>(async (id, arg) =>
      id === 'x.kinds' ? { data: { kinds: (arg as { shop?: number }).shop === 3 ? [{ value: 'order', label: 'Order' }, { value: 'refund', label: 'Refund' }] : [] } } : { data: {} },
    );
    renderUi(
      <SchemaFormView form={FORM} validate={createAjv().compile(FORM.schema)} submit={call} initialData={{ shop: 3, hooks: [{ kind: 'bogus', url: 'a' }] }} />,
    );
    await waitFor(() => expect(call).toHaveBeenCalledWith('x.kinds', { shop: 3 }, { query: true }));
    await screen.findByTestId('schema-form-submit');
    await submit();
    expect(call.mock.calls.some(([id]) => id === 'x.save')).toBe(false);
    await waitFor(() => expect(screen.getByText('field is required')).toBeTruthy());

    fireEvent.click(document.getElementById('root_hooks_0_kind')!);
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Order', 'Refund']);
    fireEvent.click(screen.getByRole('option', { name: 'Refund', hidden: true }));
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledWith('x.save', { shop: 3, hooks: [{ kind: 'refund', url: 'a' }] }));
  });
});
