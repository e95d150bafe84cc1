// The JSON-only list page of jsonOnlyListPage.test.tsx (an endpoint, a list, a route, a menu entry),
// written to a copy of schemas/, passes `npm run schemas:check`; a misspelt list id fails it with
// file, pointer and reason.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../engine/core/schema';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { checkAll } from '../../../scripts/schemas-check';

const SHOP = { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' } } };
const ENDPOINT_FILE = {
  group: 'shops',
  endpoints: { list: { method: 'GET', path: '/shops/', access: 'signed-in', reply: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: SHOP } } } } },
};
/** Every text of the new files needs its Ukrainian translation (the labels are the English keys). */
const UK = { Shops: 'Магазини', 'Our shops': 'Наші магазини', Shop: 'Магазин', City: 'Місто' };
const LIST_FILE = { id: 'shops', title: 'Shops', endpoint: 'shops.list', columns: [{ field: 'name', label: 'Shop' }, { field: 'city', label: 'City' }] };
const ROUTE = { path: '/shops/list', screen: 'engine/list', schema: 'shops', title: 'Our shops', access: 'user' };
const MENU_ENTRY = { label: 'Shops', icon: 'home', route: '/shops/list' };

describe('a list page made of JSON only', () => {
  it('passes schemas:check when written to the files, and a misspelt list id fails it with its pointer', () => {
    const root = mkdtempSync(join(tmpdir(), 'json-only-'));
    try {
      cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
      symlinkSync(join(REPO_ROOT, 'screens'), join(root, 'screens'));
      cpSync(join(REPO_ROOT, 'src/i18n/locales'), join(root, 'src/i18n/locales'), { recursive: true });
      const edit = (file: string, change: (json: unknown) => unknown) =>
        writeFileSync(join(root, file), JSON.stringify(change(JSON.parse(readFileSync(join(root, file), 'utf8')))));
      writeFileSync(join(root, 'schemas/endpoints/shops.json'), JSON.stringify(ENDPOINT_FILE));
      writeFileSync(join(root, 'schemas/lists/shops.json'), JSON.stringify(LIST_FILE));
      edit('schemas/menu.json', (menu) => [...(menu as unknown[]), MENU_ENTRY]);
      edit('src/i18n/locales/uk/common.json', (texts) => ({ ...(texts as object), ...UK }));
      edit('schemas/routes.json', (routes) => [ROUTE, ...(routes as unknown[])]);
      const errors = () => checkAll(root).filter((i) => i.severity !== 'warning').map(formatIssue);
      expect(errors()).toEqual([]);
      edit('schemas/routes.json', (routes) => [{ ...ROUTE, schema: 'shop' }, ...(routes as unknown[]).slice(1)]);
      expect(errors()).toEqual(['schemas/routes.json#/0/schema: no list "shop" (schemas/lists/shop.json)']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
