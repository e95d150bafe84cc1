// Every text of a schema file has a translation in every language but English, in the namespace
// its screen group looks it up in, or in common.
import { describe, expect, it } from 'vitest';
import { checkTranslations, localesOf } from '../../../engine/core/schema/checkTranslations';
import { formatIssue } from '../../../engine/core/schema/issue';
import { textNamespaceOf, textNamespaces } from '../../../engine/core/schema/textNamespaces';
import { textsOf } from '../../../engine/core/schema/textPointers';

const locales = (entries: Record<string, Record<string, string>>) =>
  localesOf(new Map(Object.entries(entries).map(([file, json]) => [`src/i18n/locales/${file}.json`, json])));

describe('texts of a file', () => {
  it('are the strings users see, a choice labelled with its value excepted', () => {
    const filters = { id: 'f', items: [{ name: 'currency', label: 'Currency', type: 'select', search_modes: ['eq'], choices: [{ value: 'USD', label: 'USD' }, { value: 'x', label: 'Other' }] }] };
    expect(textsOf('schemas/filters/f.json', filters)).toEqual([
      { pointer: '/items/0/label', text: 'Currency' },
      { pointer: '/items/0/choices/1/label', text: 'Other' },
    ]);
    const form = { id: 'f', title: 'T', endpoint: 'a.b', schema: { type: 'object', properties: { a: { type: 'string', title: 'A', oneOf: [{ const: 1, title: 'One' }] } } }, uiSchema: { a: { 'ui:help': 'Help' } } };
    expect(textsOf('schemas/forms/f.json', form).map((t) => t.pointer)).toEqual(['/title', '/schema/properties/a/title', '/schema/properties/a/oneOf/0/title', '/uiSchema/a/ui:help']);
  });
});

describe('namespaces', () => {
  it('follow what a file opens: a modal opened from two groups needs both', () => {
    const files = new Map<string, unknown>([
      ['schemas/lists/merchant_users.json', { rowActions: [{ modal: 'confirm' }] }],
      ['schemas/lists/company_users.json', { listActions: [{ modal: 'confirm' }], filters: 'people' }],
      ['schemas/modals/confirm.json', { body: { form: 'note' }, actions: [] }],
      ['schemas/forms/note.json', {}],
      ['schemas/filters/people.json', {}],
      ['schemas/forms/feedback.json', {}],
    ]);
    const ns = textNamespaces(files);
    expect([...ns.get('schemas/forms/note.json')!].sort()).toEqual(['companies', 'settings']);
    expect([...ns.get('schemas/filters/people.json')!]).toEqual(['companies']);
    expect([...ns.get('schemas/forms/feedback.json')!]).toEqual([]);
    expect(textNamespaceOf('lists', 'payments')).toBe('transactions');
    expect(textNamespaceOf('forms', 'feedback')).toBeNull();
  });

  it('a text is translated in its namespace or in common, per language but English', () => {
    const files = new Map<string, unknown>([
      ['schemas/modals/confirm.json', { title: 'Sure?', actions: [{ id: 'y', label: 'Yes', kind: 'close' }] }],
      ['schemas/lists/merchant_users.json', { title: 'Users', columns: [], rowActions: [{ modal: 'confirm', label: 'Remove' }] }],
      ['schemas/lists/company_users.json', { title: 'Users', columns: [], rowActions: [{ modal: 'confirm', label: 'Remove' }] }],
    ]);
    const found = checkTranslations(
      files,
      locales({ 'uk/common': { Yes: 'Так', Users: 'Користувачі' }, 'uk/settings': { 'Sure?': 'Впевнені?', Remove: 'Прибрати' }, 'uk/companies': { Remove: 'Прибрати' }, 'en/common': {} }),
      ['uk'],
    );
    expect(found.map(formatIssue)).toEqual(['schemas/modals/confirm.json#/title: no "uk" translation of "Sure?" (src/i18n/locales/uk/companies.json or common.json)']);
  });
});

describe('enum values a form shows', () => {
  it('are texts unless the field is hidden or names them', () => {
    const form = {
      schema: {
        type: 'object',
        properties: {
          period: { type: 'string', enum: ['Day', 'Week'] },
          kind: { type: 'string', enum: ['ubo'] },
          size: { type: 'string', enum: ['s', 'm'] },
          days: { type: 'array', items: { type: 'string', enum: ['Monday'] } },
        },
        allOf: [{ if: { required: ['period'] }, then: { properties: { level: { type: 'string', enum: ['High'] } } } }],
      },
      uiSchema: { kind: { 'ui:widget': 'hidden' }, size: { 'ui:widget': 'select', 'ui:options': { enumNames: ['Small', 'Medium'] } } },
    };
    expect(textsOf('schemas/forms/f.json', form)).toEqual([
      { pointer: '/schema/properties/period/enum/0', text: 'Day' },
      { pointer: '/schema/properties/period/enum/1', text: 'Week' },
      { pointer: '/schema/properties/days/items/enum/0', text: 'Monday' },
      { pointer: '/schema/allOf/0/then/properties/level/enum/0', text: 'High' },
      { pointer: '/uiSchema/size/ui:options/enumNames/0', text: 'Small' },
      { pointer: '/uiSchema/size/ui:options/enumNames/1', text: 'Medium' },
    ]);
  });
});
