// Generic pages (contract 2): a route of schemas/routes.json with `"screen": "engine/<kind>"`
// shows the file `schema` of the kind's folder; each kind is its own lazily loaded chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every generic page gets: the translated route title and the id of the file it shows. */
export interface PageProps {
  title: string;
  schemaId: string;
  /** The route's path pattern (`/getstarted/merchant/:country?/...`): a form page writes its address fields into it. */
  path?: string;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/** Kind -> page (the folder each kind reads is PAGE_FOLDERS of engine/core/schema/checkCrossRefsRoutes.ts). */
export const PAGES: Readonly<Record<string, PageComponent>> = {
  list: lazy(() => import('./ListPage')),
  tabs: lazy(() => import('./TabsPage')),
  form: lazy(() => import('./FormPage')),
  record: lazy(() => import('./RecordPage')),
};

/** The page of a screen id `engine/<kind>`, undefined for any other screen id. */
export function pageFor(screen: string): PageComponent | undefined {
  const kind = /^engine\/(\w+)$/.exec(screen)?.[1];
  return kind ? PAGES[kind] : undefined;
}
