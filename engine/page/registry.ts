// Generic pages (contract 2): a route of schemas/routes.json with `"screen": "engine/<kind>"`
// shows the file `schema` of the kind's folder; each kind is its own lazily loaded chunk.
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';

/** What every generic page gets: the translated route title and the id of the file it shows. */
export interface PageProps {
  title: string;
  schemaId: string;
  /** The route's path pattern (`/getstarted/merchant/:country?/...`): a form page writes its address fields into it. */
  path?: string;
}

export type PageComponent = ComponentType<PageProps>;

/** Kind -> page (the folder each kind reads is PAGE_FOLDERS of engine/core/schema/checkCrossRefsRoutes.ts). */
const LAZY: Readonly<Record<string, PreloadableLazy<PageProps>>> = {
  list: preloadableLazy(() => import('./ListPage')),
  tabs: preloadableLazy(() => import('./TabsPage')),
  form: preloadableLazy(() => import('./FormPage')),
  record: preloadableLazy(() => import('./RecordPage')),
};

export const PAGES: Readonly<Record<string, PageComponent>> = Object.fromEntries(Object.entries(LAZY).map(([kind, page]) => [kind, page.Component]));

const kindOf = (screen: string) => /^engine\/(\w+)$/.exec(screen)?.[1];

/** The page of a screen id `engine/<kind>`, undefined for any other screen id. */
export function pageFor(screen: string): PageComponent | undefined {
  const kind = kindOf(screen);
  return kind ? PAGES[kind] : undefined;
}

/** Loads the chunk of a screen id `engine/<kind>` before the page renders (it then renders without
 * suspending); undefined for any other screen id. */
export function preloadPage(screen: string): Promise<unknown> | undefined {
  return LAZY[kindOf(screen) ?? '']?.preload();
}
