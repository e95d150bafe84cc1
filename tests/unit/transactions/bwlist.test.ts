// The bwlist tab (spec 002 s.2, s.7): its rows, and the change form offering exactly what the
// server's check accepts (server/payments/bwlist.ts: fields, lists, periods, 1..1000 periods).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { bwlistRows, type BwlistView } from '../../../screens/transactions/Bwlist';
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

describe('bwlistRows', () => {
  const view: BwlistView = {
    order_id: 'o1',
    merchant: 1,
    card: '444455******1111',
    email: null,
    entries: [{ field: 'card', value: '444455******1111', list: 'black', expires_at: '2026-12-01T00:00:00.000Z' }],
    can_change: true,
  };

  it('shows each value the payment has with its live entry', () => {
    expect(bwlistRows(view, (s) => s)).toEqual([
      { id: 'card', label: 'Card', value: '444455******1111', list: 'black', expires_at: '2026-12-01T00:00:00.000Z' },
    ]);
    expect(bwlistRows({ ...view, email: 'a@b.c', entries: [] }, (s) => `t:${s}`)).toEqual([
      { id: 'card', label: 't:Card', value: '444455******1111', list: null, expires_at: null },
      { id: 'email', label: 't:Customer e-mail', value: 'a@b.c', list: null, expires_at: null },
    ]);
  });
});
