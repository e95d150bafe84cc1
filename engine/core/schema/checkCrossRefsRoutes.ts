// References to and from the route table: a route's screen exists (a generic page's `schema` is a
// file of its kind's folder), its heading links are served, a redirect lands on a route, a menu
// entry's route is served (by a route or a redirect) and its `match` prefix has a route under it;
// a tab's route is served, and what the tab shows exists.
import { FILE_KINDS, isObject, objects, type FileKind, type Json, type Refs } from './checkCrossRefsCorpus';
import { idsOfTemplate, schemaIdParams } from './pageSchemaId';

/** The folder of the file each generic page kind shows (`"screen": "engine/<kind>"`). */
export const PAGE_FOLDERS: Readonly<Record<string, FileKind>> = {
  list: 'lists',
  tabs: 'tabs',
  form: 'forms',
  record: 'records',
};

export function checkRouteTableRefs(routes: unknown, refs: Refs): void {
  objects(routes).forEach((route, i) => {
    const kind = typeof route.screen === 'string' ? /^engine\/(\w+)$/.exec(route.screen)?.[1] : undefined;
    if (kind && typeof route.schema === 'string' && schemaIdParams(route.schema).length > 0) checkSchemaTemplate(route, PAGE_FOLDERS[kind], `/${i}/schema`, refs);
    else if (kind) refs.file(PAGE_FOLDERS[kind], route.schema, `/${i}/schema`);
    else refs.screen(route.screen, `/${i}/screen`);
    objects(route.links).forEach((link, j) => refs.route(link.route, `/${i}/links/${j}/route`));
  });
}

/** A schema chosen by the address (`special_{id}`): each part a parameter of the route's path, and
 * some file of the kind's folder it can name. */
function checkSchemaTemplate(route: Json, folder: FileKind, pointer: string, refs: Refs): void {
  const schema = String(route.schema);
  const path = typeof route.path === 'string' ? route.path : '';
  const params = new Set([...path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  for (const name of schemaIdParams(schema))
    if (!params.has(name)) refs.problem(pointer, `"{${name}}" is not a parameter of the route's path "${path}"`);
  const ids = [...refs.corpus.files.keys()].flatMap((f) => {
    const m = new RegExp(`^schemas/${folder}/([^/]+)\\.json$`).exec(f);
    return m ? [m[1]] : [];
  });
  if (idsOfTemplate(schema, ids).length === 0) refs.problem(pointer, `no ${FILE_KINDS[folder]} file matches "${schema}" (schemas/${folder}/)`);
}

export function checkRedirectRefs(redirects: unknown, refs: Refs): void {
  objects(redirects).forEach((r, i) => refs.route(r.to, `/${i}/to`, { redirects: false }));
}

export function checkMenuRefs(menu: unknown, refs: Refs): void {
  const links = objects(menu).flatMap((entry, i) => [
    [entry, `/${i}`] as const,
    ...objects(entry.children).map((child, j) => [child, `/${i}/children/${j}`] as const),
  ]);
  for (const [link, at] of links) {
    refs.route(link.route, `${at}/route`);
    refs.route(link.match, `${at}/match`, { prefix: true });
  }
}

export function checkTabRefs(group: Json, refs: Refs): void {
  if (isObject(group.record)) refs.call(group.record.endpoint, '/record/endpoint', 'GET');
  objects(group.tabs).forEach((tab, i) => {
    refs.route(tab.route, `/tabs/${i}/route`);
    objects(tab.content).forEach((item, j) => checkTabContentRefs(item, `/tabs/${i}/content/${j}`, refs));
  });
}

function checkTabContentRefs(item: Json, at: string, refs: Refs): void {
  refs.file('forms', item.form, `${at}/form`);
  refs.call(item.load, `${at}/load`, 'GET');
  refs.file('lists', item.list, `${at}/list`);
  refs.call(item.endpoint, `${at}/endpoint`, 'GET');
  if (isObject(item.rowFiles)) {
    refs.call(item.rowFiles.endpoint, `${at}/rowFiles/endpoint`, 'GET');
    refs.call(item.rowFiles.delete, `${at}/rowFiles/delete`, 'POST');
  }
}
