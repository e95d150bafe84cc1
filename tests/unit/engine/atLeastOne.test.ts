// The form-level atLeastOne rule: refused with its message while none of its fields is on.
import { describe, expect, it } from 'vitest';
import { atLeastOneMissing } from '../../../engine/core/schema/atLeastOne';
import { checkFormRefs } from '../../../engine/core/schema/checkFormRefs';
import { loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';

const form = loadSchemaFile('schemas/forms/merchant_permission.json') as Parameters<typeof atLeastOneMissing>[0] & Parameters<typeof checkFormRefs>[1];

describe('atLeastOne', () => {
  it('the privilege form is refused with no privilege and accepted with one', () => {
    expect(atLeastOneMissing(form, { email: 'a@b.test' })).toBe('Choose at least one privilege');
    expect(atLeastOneMissing(form, { email: 'a@b.test', read_reports: false })).toBe('Choose at least one privilege');
    expect(atLeastOneMissing(form, { email: 'a@b.test', read_reports: true })).toBeNull();
    expect(atLeastOneMissing({}, {})).toBeNull();
  });

  it('schemas:check names a field that is not a boolean property', () => {
    const bad = { ...form, atLeastOne: { fields: ['read_reports', 'email', 'nope'], message: 'x' } };
    expect(checkFormRefs('schemas/forms/merchant_permission.json', bad).map((i) => `${i.pointer}: ${i.reason}`)).toEqual([
      '/atLeastOne/fields/1: no boolean property "email"',
      '/atLeastOne/fields/2: no boolean property "nope"',
    ]);
  });
});
