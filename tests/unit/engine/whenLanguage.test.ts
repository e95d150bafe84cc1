// One condition language (engine/core/when.ts): every meta-schema with a `when` takes the same four
// tests, and a modal's, a record page's and a list's evaluators give the same answers.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { holds as modalHolds } from '../../../engine/modal/conditions';
import { holds as recordHolds } from '../../../engine/record/subject';
import type { Condition } from '../../../engine/core/when';

const now = Date.parse('2026-11-22T00:00:00Z');
const reply = { data: { status: 'approved', note: '', deadline: '2026-11-21T10:00:00Z' } };
const cases: Array<[Condition, boolean]> = [
  [{ field: 'data.status', equals: 'approved' }, true],
  [{ field: 'data.status', notEquals: 'approved' }, false],
  [{ field: 'data.note', present: true }, false],
  [{ field: 'data.status', present: true }, true],
  [{ field: 'data.deadline', past: true }, true],
  [{ field: 'data.missing', past: false }, false],
];

describe('one condition language', () => {
  it.each(['lists', 'records', 'modals', 'tabs'])('the %s meta-schema takes equals, notEquals, present and past, one at a time', (folder) => {
    const meta = JSON.parse(readFileSync(`schemas/_meta/${folder}.json`, 'utf8'));
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ ...meta, $id: folder });
    const validate = ajv.getSchema(`${folder}#/definitions/condition`)!;
    for (const [c] of cases) expect(validate(c), JSON.stringify(c)).toBe(true);
    expect(validate({ field: 'data.status', equals: 'approved', past: true })).toBe(false);
    expect(validate({ field: 'data.status', greater: 1 })).toBe(false);
  });

  it('answers alike on a modal record, a record page and a list row', () => {
    for (const [c, expected] of cases) {
      expect(modalHolds(c, reply, now), JSON.stringify(c)).toBe(expected);
      if (!('past' in c)) expect(recordHolds(c, { reply, page: {} }), JSON.stringify(c)).toBe(expected);
    }
    // A record page also reads its parameters for a plain name.
    expect(recordHolds({ field: 'id', present: true }, { reply, page: { id: '7' } })).toBe(true);
  });
});
