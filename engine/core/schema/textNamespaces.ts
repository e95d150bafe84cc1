// Where the texts of a schema file are translated. Texts are English and are their own i18n keys
// (src/i18n/locales/<lang>/<namespace>.json). The engine looks a text up in the namespace of the
// screen group that shows the file, then in `common` (engine/list/i18n.ts, SchemaForm's `ns`):
// the screens of a group pass it (<TextsNamespace.Provider value="transactions">, <SchemaForm
// ns="account">). As data: the files each group shows itself (below), and what they open follows
// them - a list's filter set and modals, a modal's form and confirm modals. A file no group shows
// is translated in `common` (the sidebar, route titles, the feedback form, generic pages).
import { isObject, objects } from './checkCrossRefsCorpus';
import { PAGE_FOLDERS } from './checkCrossRefsRoutes';

/** Files a screen group shows itself, by path; a file may belong to several groups. */
export const NAMESPACE_ROOTS: ReadonlyArray<{ ns: string; files: RegExp }> = [
  {
    ns: 'account',
    files: /^schemas\/forms\/(login|registration|invite|forgot_password|reset_password|reconfirm|otp|personal|mfa_remove|mfa_setup)\.json$/,
  },
  {
    ns: 'transactions',
    files: /^schemas\/(lists|tabs|modals|forms)\/(payments|disputes|settlements|(settlement|transactions|payment|dispute|bwlist)_\w+)\.json$/,
  },
  { ns: 'companies', files: /^schemas\/(lists|tabs|forms)\/(company_\w+|individual_\w+)\.json$/ },
  { ns: 'settings', files: /^schemas\/(lists|tabs|forms)\/merchant_\w+\.json$/ },
  { ns: 'identification', files: /^schemas\/forms\/identification_\w+\.json$/ },
  { ns: 'dashboard', files: /^schemas\/(modals|forms)\/dashboard_\w+\.json$/ },
];

/** The namespace a screen group shows a file of `schemas/<folder>/<id>.json` in (null: `common`
 * only) - for a page built from a schema file alone, which has no screen group to say it. */
export function textNamespaceOf(folder: string, id: string): string | null {
  const file = `schemas/${folder}/${id}.json`;
  return NAMESPACE_ROOTS.find((root) => root.files.test(file))?.ns ?? null;
}

const path = (folder: string, id: unknown) => (typeof id === 'string' ? `schemas/${folder}/${id}.json` : undefined);

/** Files a file opens, which show their texts in its namespace. */
function opened(file: string, json: unknown): string[] {
  if (!isObject(json)) return [];
  const out: Array<string | undefined> = [];
  if (file.startsWith('schemas/lists/')) {
    out.push(path('filters', json.filters));
    for (const key of ['rowActions', 'listActions']) out.push(...objects(json[key]).map((a) => path('modals', a.modal)));
  } else if (file.startsWith('schemas/tabs/')) {
    for (const tab of objects(json.tabs)) for (const item of objects(tab.content)) out.push(path('forms', item.form), path('lists', item.list));
  } else if (file.startsWith('schemas/records/')) {
    out.push(...objects(json.actions).flatMap((a) => [path('modals', a.modal), path('modals', a.confirm)]));
    for (const section of objects(json.sections)) {
      out.push(path('lists', isObject(section.list) ? section.list.id : undefined), path('forms', section.form));
    }
    out.push(path('tabs', isObject(json.tabs) ? json.tabs.group : undefined));
  } else if (file.startsWith('schemas/modals/')) {
    out.push(path('forms', isObject(json.body) ? json.body.form : undefined));
    out.push(...objects(json.actions).map((a) => path('modals', a.confirm)));
  }
  return out.filter((p): p is string => p !== undefined);
}

/** Every file's namespaces besides `common` (an empty set: `common` only). */
export function textNamespaces(files: ReadonlyMap<string, unknown>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>([...files.keys()].map((f) => [f, new Set<string>()]));
  for (const [file, set] of out) {
    for (const root of NAMESPACE_ROOTS) if (root.files.test(file)) set.add(root.ns);
    // A record page names its namespace itself (schemas/records/<id>.json `texts`).
    const json = files.get(file);
    if (file.startsWith('schemas/records/') && isObject(json) && typeof json.texts === 'string') set.add(json.texts);
  }
  // A generic page route names the namespace of the file it shows (routes.json `ns`).
  for (const route of objects(files.get('schemas/routes.json'))) {
    const folder = typeof route.screen === 'string' ? PAGE_FOLDERS[route.screen.replace(/^engine\//, '')] : undefined;
    const target = folder ? path(folder, route.schema) : undefined;
    if (target && typeof route.ns === 'string') out.get(target)?.add(route.ns);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, json] of files) {
      for (const target of opened(file, json)) {
        const into = out.get(target);
        for (const ns of out.get(file) ?? []) {
          if (into && !into.has(ns)) {
            into.add(ns);
            changed = true;
          }
        }
      }
    }
  }
  return out;
}
