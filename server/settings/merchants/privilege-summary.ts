// The access rights list shows a user's privileges as a merchant reads them (spec 002 s.6):
// 'Full access' (every view at edit), 'Read only' (every view at read), else
// 'Edit: Transactions, Reports · Read: Merchant settings'. View names are the privilege form's
// field titles (schemas/forms/merchant_permission.json, 'Transactions: read' -> 'Transactions');
// texts are translated with the client's locale files (src/i18n/locales/<lang>/settings.json) in
// the language of the `lang` cookie, so the list reads like the rest of the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemaFile, REPO_ROOT } from '../../../engine/core/schema/loadFilesNode.ts';
import { VIEWS, type Privileges, type View } from '../../merchant/views.ts';

const LOCALE_FILE = (lang: string) => join(REPO_ROOT, 'src/i18n/locales', lang, 'settings.json');
const messages = new Map<string, Record<string, string>>();

function translator(lang: string | undefined): (key: string) => string {
  const code = lang && /^[a-z]{2}$/.test(lang) ? lang : 'en';
  if (!messages.has(code)) {
    let dict: Record<string, string> = {};
    try {
      dict = JSON.parse(readFileSync(LOCALE_FILE(code), 'utf8')) as Record<string, string>;
    } catch {
      // a language without a settings file falls back to English, as on the client
    }
    messages.set(code, dict);
  }
  const dict = messages.get(code)!;
  return (key) => dict[key] || key;
}

let names: Record<View, string> | undefined;

/** 'transactions' -> 'Transactions', from the form's 'Transactions: read' title. */
export function viewNames(): Record<View, string> {
  if (!names) {
    const form = loadSchemaFile('schemas/forms/merchant_permission.json') as { schema: { properties: Record<string, { title?: string }> } };
    const title = (v: View) => form.schema.properties[`read_${v}`]?.title?.replace(/: read$/, '') ?? v;
    names = Object.fromEntries(VIEWS.map((v) => [v, title(v)])) as Record<View, string>;
  }
  return names;
}

export function privilegeSummary(p: Privileges, lang?: string): string {
  const t = translator(lang);
  const held = VIEWS.filter((v) => p[v]);
  if (held.length === VIEWS.length && held.every((v) => p[v] === 'edit')) return t('Full access');
  if (held.length === VIEWS.length && held.every((v) => p[v] === 'read')) return t('Read only');
  const list = (level: 'edit' | 'read') => held.filter((v) => p[v] === level).map((v) => t(viewNames()[v])).join(', ');
  const parts = [];
  if (list('edit')) parts.push(t('Edit: {views}').replace('{views}', list('edit')));
  if (list('read')) parts.push(t('Read: {views}').replace('{views}', list('read')));
  return parts.join(' · ');
}
