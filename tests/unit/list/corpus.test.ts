// The schema corpus of the lists engine doubles as fixtures: every file of schemas/lists,
// filters, tabs, modals against its meta-schema, cross references, and the engine's
// vocabularies against the meta-schemas' enums.
import Ajv from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLUMN_FORMATS } from '../../../engine/core/format/formats';
import { FILTER_MODES, FILTER_TYPES } from '../../../engine/core/filters/types';

const root = join(__dirname, '../../../schemas');
const load = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const folder = (name: string) =>
  readdirSync(join(root, name))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: `schemas/${name}/${f}`, id: f.replace(/\.json$/, ''), json: load(`${name}/${f}`) }));

const FOLDERS = ['lists', 'filters', 'tabs', 'modals'] as const;
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = Object.fromEntries(FOLDERS.map((f) => [f, ajv.compile(load(`_meta/${f}.json`))]));

describe('schema corpus', () => {
  for (const name of FOLDERS) {
    for (const { file, id, json } of folder(name)) {
      it(`${file} matches schemas/_meta/${name}.json and its id is the file name`, () => {
        const ok = validators[name](json);
        expect(validators[name].errors?.map((e) => `${file}#${e.instancePath}: ${e.message}`) ?? []).toEqual(
          [],
        );
        expect(ok).toBe(true);
        expect(json.id).toBe(id);
      });
    }
  }

  it('reports a bad column format with its JSON pointer', () => {
    const bad = structuredClone(load('lists/payments.json'));
    bad.columns[3].format = 'money';
    expect(validators.lists(bad)).toBe(false);
    expect(
      validators.lists.errors?.some(
        (e) => e.instancePath === '/columns/3/format' && /allowed values/.test(e.message ?? ''),
      ),
    ).toBe(true);
  });

  it('lists name existing filter sets and modals', () => {
    const filterIds = folder('filters').map((f) => f.id);
    const modalIds = folder('modals').map((f) => f.id);
    for (const { json } of folder('lists')) {
      if (json.filters) expect(filterIds).toContain(json.filters);
      for (const a of [...(json.rowActions ?? []), ...(json.listActions ?? [])])
        if (a.kind === 'modal') expect(modalIds).toContain(a.modal);
    }
  });

  it('engine vocabularies equal the meta-schema enums', () => {
    const lists = load('_meta/lists.json');
    const filters = load('_meta/filters.json');
    expect([...COLUMN_FORMATS].sort()).toEqual([...lists.definitions.column.properties.format.enum].sort());
    expect([...FILTER_MODES].sort()).toEqual([...filters.definitions.mode.enum].sort());
    expect([...FILTER_TYPES].sort()).toEqual([...filters.definitions.item.properties.type.enum].sort());
  });
});
