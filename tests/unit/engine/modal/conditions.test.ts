// `when` of modal files: dotted paths into the record, equals / notEquals / past, all of a list.
import { describe, expect, it } from 'vitest';
import { holds, valueAt } from '../../../../engine/modal/conditions';

const record = {
  data: { status_name: 'Needs response', can_respond: false, response_deadline: '2026-11-21T23:59:59+04:00' },
};
const now = Date.parse('2026-11-22T00:00:00Z');

describe('modal conditions', () => {
  it('reads dotted paths, undefined when a step is missing', () => {
    expect(valueAt(record, 'data.status_name')).toBe('Needs response');
    expect(valueAt(record, 'data.missing.deeper')).toBeUndefined();
    expect(valueAt(null, 'data')).toBeUndefined();
  });

  it('tests equals, notEquals and past', () => {
    expect(holds({ field: 'data.can_respond', equals: false }, record, now)).toBe(true);
    expect(holds({ field: 'data.status_name', notEquals: 'Needs response' }, record, now)).toBe(false);
    // 23:59:59 at UTC+4 is 19:59:59 UTC, before midnight UTC.
    expect(holds({ field: 'data.response_deadline', past: true }, record, now)).toBe(true);
    expect(holds({ field: 'data.response_deadline', past: false }, record, now)).toBe(false);
    expect(holds({ field: 'data.status_name', past: false }, record, now)).toBe(false);
  });

  it('needs every condition of a list; none, always; no subject (loading), never', () => {
    const both = [
      { field: 'data.status_name', equals: 'Needs response' },
      { field: 'data.can_respond', equals: true },
    ];
    expect(holds(both, record, now)).toBe(false);
    expect(holds(both.slice(0, 1), record, now)).toBe(true);
    expect(holds(undefined, undefined)).toBe(true);
    expect(holds(both, undefined)).toBe(false);
  });
});
