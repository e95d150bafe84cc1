// Conditional schemas (allOf of if/then/else), pure parts: the condition evaluator agrees with ajv,
// the active schema, field order, request building, server validation and cross-reference checks.
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../../engine/form/buildRequest';
import { fieldOrder } from '../../../engine/form/fieldOrder';
import { activeSchema, allProperties, conditionHolds, inactiveFields } from '../../../engine/core/schema/conditionals';
import { checkFormRefs } from '../../../engine/core/schema/checkFormRefs';
import { loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { createAjv, validateForm } from '../../../engine/core/validation';
import type { FormFile } from '../../../engine/core/schema/formFile';

// The capture form: full or partial, the amount required only for partial (the refund's amount is always editable).
const capture = () => loadSchemaFile('schemas/forms/payment_capture.json') as FormFile;
const apple = () => loadSchemaFile('schemas/forms/merchant_apple_pay.json') as FormFile;

describe('conditionals (pure)', () => {
  it('evaluates the condition subset as ajv does (empty values are no value)', () => {
    const ajv = createAjv();
    const conditions = [
      { properties: { t: { const: 'full' } } },
      { properties: { t: { const: 'full' } }, required: ['t'] },
      { properties: { t: { enum: ['a', 'b'] } } },
      { properties: { t: { not: { const: 'a' } } }, required: ['t'] },
    ];
    const data = [{}, { t: 'full' }, { t: 'partial' }, { t: '' }, { t: 'a' }, { t: 'b' }, { t: null }];
    for (const c of conditions) {
      const validate = ajv.compile(c);
      for (const d of data) {
        const pruned = Object.fromEntries(Object.entries(d).filter(([, v]) => v !== '' && v !== null));
        expect([c, d, conditionHolds(c, d)]).toEqual([c, d, validate(pruned)]);
      }
    }
  });

  it('resolves the active schema, all properties and the inactive fields', () => {
    const form = capture();
    expect(activeSchema(form.schema, { type: 'full' }).properties.amount.readOnly).toBe(true);
    expect(activeSchema(form.schema, { type: 'partial' }).required).toEqual(['type', 'amount']);
    const a = apple();
    expect(Object.keys(activeSchema(a.schema, { cert_type: 'pem' }).properties)).toEqual(['cert_type', 'merch_pem_cert', 'proc_pem_cert']);
    expect(Object.keys(allProperties(a.schema))).toHaveLength(11);
    expect(inactiveFields(a.schema, { cert_type: 'crt' })).toContain('merch_pem_cert');
    expect(fieldOrder(a)).toEqual(a.uiSchema?.['ui:order']);
  });

  it('buildRequest drops values of fields outside the current branch', () => {
    // A multipart call: the path's values stay in the argument, the rest go as the form's text fields.
    const { arg } = buildRequest(apple(), { cert_type: 'p12', merch_pem_cert: 'x.pem', merch_p12_password: 'pw' }, { merchant: 7 }) as { arg: { body: FormData } };
    expect({ ...arg, body: [...arg.body.entries()] }).toEqual({ cert_type: 'p12', merchant: 7, body: [['merch_p12_password', 'pw']] });
  });

  it('the server validates with the branches (partial needs an amount, full does not)', () => {
    expect(validateForm('payment_capture', { type: 'full' })).toEqual([]);
    expect(validateForm('payment_capture', { type: 'partial' })).toEqual([['amount', 'field is required']]);
    expect(validateForm('merchant_apple_pay', { cert_type: 'p12', merch_p12_password: 'x'.repeat(129) })).toEqual([['merch_p12_password', 'value is to long']]);
  });

  it('checkFormRefs: a branch-only property needs a type; branch required and conditions name properties', () => {
    const form = structuredClone(capture()) as FormFile & { schema: { allOf: unknown[] } };
    form.schema.allOf.push({ if: { properties: { nope: { const: 1 } } }, then: { required: ['ghost'], properties: { extra: { title: 'X' } } } });
    expect(checkFormRefs('schemas/forms/payment_capture.json', form).map((i) => `${i.pointer}: ${i.reason}`)).toEqual([
      '/schema/allOf/1/if/properties/nope: no property "nope"',
      '/schema/allOf/1/then/required/0: no property "ghost"',
      '/schema/allOf/1/then/properties/extra/type: is required (the property is not declared in schema.properties)',
    ]);
  });
});

