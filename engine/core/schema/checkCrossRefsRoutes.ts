// References to and from the route table: a route's screen exists (and a generic page's schema
// file), a redirect lands on a route, a menu entry's route is served (by a route or a redirect)
// and its `match` prefix has a route under it, a tab's route is served.
import { objects, type FileKind, type Json, type Refs } from './checkCrossRefsCorpus';

/** The folder of the file a generic page `engine/<kind>` shows. */
const PAGE_FOLDERS: Record<string, FileKind> = { list: 'lists', tabs: 'tabs', form: 'forms', record: 'records' };

export function checkRouteTableRefs(routes: unknown, refs: Refs): void {
  objects(routes).forEach((route, i) => {
    refs.screen(route.screen, `/${i}/screen`);
    const kind = typeof route.screen === 'string' ? /^engine\/(\w+)$/.exec(route.screen)?.[1] : undefined;
    if (kind && PAGE_FOLDERS[kind]) refs.file(PAGE_FOLDERS[kind], route.schema, `/${i}/schema`);
  });
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
  objects(group.tabs).forEach((tab, i) => refs.route(tab.route, `/tabs/${i}/route`));
}
