// Two generic form features the button form uses: a screen showing one `ui:groups` item at a time
// (SchemaForm activeGroup, e.g. tabs over one form) and lists of sub-forms (arrays of objects).
import { describe, expect, it } from 'vitest';
import { groupLayout } from '../../../engine/form/FieldGroups';
import { resolveUiSchema } from '../../../engine/form/resolveUiSchema';
import { WIDGETS } from '../../../engine/widgets/registry';

const p = (name: string) => ({ name, hidden: false, content: name }) as never;
const names = (items: ReturnType<typeof groupLayout>) => items.map((i) => ('field' in i ? i.field.name : `[${i.fields.map((f) => f.name).join(',')}]`));
const GROUPS = [{ id: 'one', title: 'One', fields: ['a', 'b'] }, { id: 'two', title: 'Two', fields: ['c'] }];

describe('activeGroup', () => {
  it("shows only the active group's fields, untitled, and fields of no group", () => {
    expect(names(groupLayout([p('x'), p('a'), p('b'), p('c')], GROUPS, 'two'))).toEqual(['x', 'c']);
    expect(names(groupLayout([p('x'), p('a'), p('b'), p('c')], GROUPS, 'one'))).toEqual(['x', 'a', 'b']);
  });

  it('without it (or with an unknown id) every group shows in place', () => {
    expect(names(groupLayout([p('a'), p('b'), p('c')], GROUPS))).toEqual(['[a,b]', '[c]']);
    expect(names(groupLayout([p('a'), p('b'), p('c')], GROUPS, 'nope'))).toEqual(['[a,b]', '[c]']);
  });
});

describe('sub-forms', () => {
  it("gives each item field of an array of objects its widget, with the item's uiSchema", () => {
    const { uiSchema } = resolveUiSchema(
      { properties: { rows: { type: 'array', items: { type: 'object', properties: { url: { type: 'string', format: 'url' }, kind: { type: 'string', enum: ['a', 'b'] } } } } } },
      { rows: { items: { kind: { 'ui:widget': 'select' } } } },
      WIDGETS,
    );
    expect(uiSchema.rows['ui:widget']).toBeUndefined();
    expect(uiSchema.rows.items.url['ui:widget']).toBe('url');
    expect(uiSchema.rows.items.kind['ui:widget']).toBe('select');
    expect(uiSchema.rows.items.url['ui:options'].pointer).toBe('/schema/properties/rows/items/properties/url');
  });
});
