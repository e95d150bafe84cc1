// schemas/_meta/tabs.json and its TypeScript twin (engine/tabs/types.ts) stay alike: a key added on
// one side only fails here; every content kind of the meta-schema has a component and back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { TAB_CONTENT } from '../../../engine/tabs/content/registry';
import type { FormContentDef, ListContentDef, PageRecordDef, RowFilesDef, TabDef, TabGroupDef } from '../../../engine/tabs/types';

const meta = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/_meta/tabs.json'), 'utf8'));
const keys = <T>(record: Record<keyof T, true>) => Object.keys(record).sort();
const props = (schema: { properties: object }) => Object.keys(schema.properties).filter((k) => k !== '$schema').sort();

describe('tab group meta-schema and types', () => {
  it('TabGroupDef, TabDef and PageRecordDef have the keys of the meta-schema', () => {
    expect(keys<TabGroupDef>({ id: true, record: true, caption: true, editWhen: true, readOnly: true, timeZone: true, tabs: true })).toEqual(props(meta));
    expect(keys<TabDef>({ id: true, label: true, route: true, editWhen: true, failureMessage: true, content: true })).toEqual(props(meta.properties.tabs.items));
    expect(keys<PageRecordDef>({ endpoint: true, find: true })).toEqual(props(meta.properties.record));
  });

  it('the content item keys are those of the two kinds', () => {
    const content = meta.definitions.content;
    const all = [
      ...keys<FormContentDef>({ form: true, load: true }),
      ...keys<ListContentDef>({ list: true, endpoint: true, query: true, rowFillsForms: true, rowFiles: true }),
    ].sort();
    expect(all).toEqual(props(content));
    expect(keys<RowFilesDef>({ endpoint: true, path: true, delete: true })).toEqual(props(content.properties.rowFiles));
    expect(content.oneOf.map((b: { required: string[] }) => b.required[0]).sort()).toEqual(Object.keys(TAB_CONTENT).sort());
  });
});
