// The first page's code named in the page itself: index.html gets <link rel="modulepreload"> for the
// chunks the app starts with (src/startApp.tsx) and, below them at low priority, those of the
// signed-in layout and the route's page. Without them a cold page asked for its code in three
// rounds (the entry, the app once the entry ran, the route once the app had run and its first
// calls answered), some 85 files over a browser's six connections per host; now the route's come
// in while the app runs, and the app's calls, asked later at high priority, pass them in the queue.
// Worked out once from the Vite manifest and the route table. The layout and page only for a
// request with a session cookie (a visitor is sent to sign in), nothing for visitor routes (the
// sign-in page is the lean one, src/signin).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillPath, routeMatcher } from './route-match.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteEntry {
  path: string;
  screen: string;
  access: string;
}

export interface Redirect {
  from: string;
  to: string;
}

const APP_START = 'src/startApp.tsx';
const SIGNED_IN_LAYOUT = 'src/shell/main/MainLayout.tsx';
/** Routes the signed-in layout frames: the page's own set (src/router/preloadRoute.ts), kept equal by a test. */
export const SIGNED_IN = new Set(['user', 'multiparty', 'multiparty-empty', 'moto', 'moto-empty']);

/** The module of a screen id, as engine/page/registry.ts and screens/registry.ts load it. */
export function screenModule(screen: string): string {
  const kind = /^engine\/(\w+)$/.exec(screen)?.[1];
  if (kind) return `engine/page/${kind[0].toUpperCase()}${kind.slice(1)}Page.tsx`;
  return screen === 'placeholder' ? 'screens/placeholder/Placeholder.tsx' : `screens/${screen}.tsx`;
}

/** A chunk and every chunk it imports statically, in load order (imports first). */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const link = (href: string, low: boolean) => `<link rel="modulepreload" crossorigin${low ? ' fetchpriority="low"' : ''} href="/${href}">`;

/**
 * index.html for a path (with or without a session cookie), or null to send the file as it is
 * (no manifest in this build).
 */
export function firstPagePreloads(distDir: string, routes: RouteEntry[], redirects: Redirect[]): ((pathname: string, hasSession: boolean) => string) | null {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? closure(manifest, entry, new Set()) : new Set<string>();
  const start = [...closure(manifest, APP_START, new Set())].filter((key) => !loaded.has(key));
  const startLinks = start.map((key) => link(manifest[key].file, false));
  const known = new Set([...loaded, ...start]);
  const routeLinks = (keys: string[]) => {
    const chunks = new Set<string>();
    for (const key of keys) closure(manifest, key, chunks);
    return [...chunks].filter((key) => !known.has(key)).map((key) => link(manifest[key].file, true));
  };
  const withLinks = (links: string[]) => html.replace('</head>', `${links.join('')}</head>`);
  const bare = withLinks(startLinks);
  const signedIn = new Map<RouteEntry, string>();
  const matchRoute = routeMatcher(routes);
  const matchRedirect = routeMatcher(redirects.map((r) => ({ ...r, path: r.from })));
  return (pathname, hasSession) => {
    const redirect = matchRedirect(pathname);
    const route = matchRoute(redirect ? fillPath(redirect.entry.to, redirect.params) : pathname)?.entry;
    if (!route || route.access === 'visitor') return html;
    if (!hasSession || !SIGNED_IN.has(route.access)) return bare;
    let page = signedIn.get(route);
    if (page === undefined) {
      page = withLinks([...startLinks, ...routeLinks([SIGNED_IN_LAYOUT, screenModule(route.screen)])]);
      signedIn.set(route, page);
    }
    return page;
  };
}
