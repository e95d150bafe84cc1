// The bwlist tab (spec 002 s.2, s.7): the change form offering exactly what the
// server's check accepts (server/payments/bwlist.ts: fields, lists, periods, 1..1000 periods).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { BW_FIELDS, BW_LISTS, BW_PERIODS, MAX_AMOUNT } from '../../../server/payments/bwlist';

const form = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/forms/bwlist_change.json'), 'utf8'));
const consts = (field: string) =>
  (form.schema.properties[field].oneOf as Array<{ const: unknown; title: string }>).map((o) => o.const);

describe('bwlist change form', () => {
  it('offers the server choices', () => {
    expect(consts('field')).toEqual([...BW_FIELDS]);
    expect(consts('list')).toEqual([...BW_LISTS]);
    expect(consts('period')).toEqual(BW_PERIODS.map((p) => p.value));
    expect(form.schema.properties.period.oneOf.map((o: { title: string }) => o.title)).toEqual(BW_PERIODS.map((p) => p.label));
    expect(form.schema.properties.amount).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_AMOUNT });
  });

  it('posts to the change call by order id', () => {
    expect(form.endpoint).toBe('payments.bwlistChange');
    expect(form.schema.required).toContain('order_id');
    expect(form.uiSchema.order_id['ui:widget']).toBe('hidden');
  });
});
