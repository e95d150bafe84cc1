// @vitest-environment jsdom
// A form's fields are rendered in islands (engine/form/field.css): runs of FIELDS_PER_ISLAND in a
// one-column form whose fields are fixed, one field each when conditional parts add and remove fields.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import { FIELDS_PER_ISLAND, islands } from '../../../engine/form/FieldGroups';
import { createAjv } from '../../../engine/core/validation/createAjv';
import type { FormFile } from '../../../engine/core/schema';
import type { PrecompiledValidate } from '../../../engine/form/validateData';

const N = 2 * FIELDS_PER_ISLAND + 5;
const properties = Object.fromEntries(
  Array.from({ length: N }, (_, i) => [`f${i}`, { type: 'string' as const, title: `Field ${i}` }]),
);

async function render(schema: FormFile['schema']) {
  const form: FormFile = { id: 'islands', title: 'Islands', endpoint: 'account.feedback', schema };
  const validate = createAjv().compile(schema) as PrecompiledValidate;
  renderUi(<SchemaFormView form={form} validate={validate} submit={async () => ({ data: {} })} />);
  // Widgets load lazily (a choice's select): the form shows once they are there.
  await waitFor(() => expect(document.getElementById('root_f0')).not.toBeNull());
  return [...document.querySelectorAll<HTMLElement>('.engine-fields')];
}

describe('field islands', () => {
  it('splits items into consecutive runs', () => {
    expect(islands([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(islands([], 2)).toEqual([]);
  });

  it('a fixed one-column form: islands of FIELDS_PER_ISLAND fields, in order, sized by their fields', async () => {
    const found = await render({ type: 'object', properties });
    expect(found.map((island) => island.querySelectorAll('input').length)).toEqual([
      FIELDS_PER_ISLAND,
      FIELDS_PER_ISLAND,
      5,
    ]);
    expect(found[1].querySelector('input')?.id).toBe(`root_f${FIELDS_PER_ISLAND}`);
    expect(found[2].style.containIntrinsicSize).toContain('calc(5 * 64px + 4 * var(--stack-gap');
  });

  it('a form with conditional parts: one island per field', async () => {
    const found = await render({
      type: 'object',
      properties: { ...properties, kind: { type: 'string', enum: ['a', 'b'] } },
      if: { properties: { kind: { const: 'b' } }, required: ['kind'] },
      then: { properties: { extra: { type: 'string' } } },
    });
    expect(found.length).toBe(N + 1);
    expect(found.every((island) => island.children.length === 1)).toBe(true);
  });
});
