// The modal language's record, conditions and confirm: the meta-schema refuses what the engine
// cannot do (with pointers), and the corpus' references hold (a record is a GET, a confirm modal
// exists and has a submit action that runs the confirmed call).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../../engine/core/validation/createAjv';
import { checkSchemaFile, type MetaValidate } from '../../../../engine/core/schema/checkSchemaFile';
import { COLUMN_FORMATS } from '../../../../engine/core/format/formats';
import type { ModalCondition, ModalDef } from '../../../../engine/modal/types';
import { REPO_ROOT } from '../../../../engine/core/schema/loadFilesNode';

const load = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const meta = load('schemas/_meta/modals.json');
const validate = createAjv({ allErrors: true, strict: false }).compile(meta) as MetaValidate;
const modals = new Map<string, ModalDef>(
  readdirSync(join(REPO_ROOT, 'schemas/modals')).map((f) => [
    f.replace(/\.json$/, ''),
    load(`schemas/modals/${f}`),
  ]),
);
const endpoints = new Map<string, { method: string }>(
  readdirSync(join(REPO_ROOT, 'schemas/endpoints')).flatMap((f) => {
    const g = load(`schemas/endpoints/${f}`);
    return Object.entries(g.endpoints as Record<string, { method: string }>).map(([n, e]) => [
      `${g.group}.${n}`,
      e,
    ]);
  }),
);
const file = 'schemas/modals/dispute_respond.json';
const problems = (json: unknown) => checkSchemaFile(file, json, validate).map((i) => i.pointer);

describe('modal files: record, conditions, confirm', () => {
  it('accept the Respond modal', () => {
    expect(problems(modals.get('dispute_respond'))).toEqual([]);
  });

  it('refuse a condition with two tests, a record field of an unknown format, confirm on a non-call', () => {
    const bad = structuredClone(modals.get('dispute_respond')!);
    bad.body.notices![0].when = { field: 'data.status_name', equals: 'Lost', past: true } as ModalCondition;
    bad.body.record!.fields[0].format = 'link' as 'text';
    bad.actions[0].confirm = 'dispute_accept';
    expect(problems(bad)).toEqual(
      expect.arrayContaining(['/body/notices/0/when', '/body/record/fields/0/format', '/actions/0/kind']),
    );
  });

  it('refuse formWhen without a form', () => {
    expect(
      problems({
        id: 'x',
        title: 'X',
        body: { text: 'x', formWhen: { field: 'a', equals: 1 } },
        actions: [],
      }),
    ).toEqual(['/body']);
  });

  it('record formats are column formats of engine/format', () => {
    const formats: string[] =
      meta.properties.body.properties.record.properties.fields.items.properties.format.enum;
    expect(formats.filter((f) => !(COLUMN_FORMATS as readonly string[]).includes(f))).toEqual([]);
    expect(COLUMN_FORMATS.filter((f) => !formats.includes(f))).toEqual(['link']);
  });

  it('every record is a GET of schemas/endpoints; every confirm names a modal with a submit action', () => {
    for (const [id, def] of modals) {
      if (def.body.record)
        expect({ id, method: endpoints.get(def.body.record.endpoint)?.method }).toEqual({
          id,
          method: 'GET',
        });
      for (const a of def.actions.filter((x) => x.confirm)) {
        const confirm = modals.get(a.confirm!);
        expect({ id, confirm: a.confirm, submit: confirm?.actions.some((x) => x.kind === 'submit') }).toEqual(
          { id, confirm: a.confirm, submit: true },
        );
        expect(endpoints.has(a.endpoint!)).toBe(true);
      }
    }
  });
});
