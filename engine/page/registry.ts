// Generic page kinds of schemas/routes.json (`"screen": "engine/<kind>", "schema": "<id>"`): kind
// -> lazily loaded page component rendering schemas/<folder>/<id>.json; one chunk each.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What the shell hands a generic page: the route's translated title and the schema file's id. */
export interface PageProps {
  title: string;
  schemaId: string;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

export const PAGE_KINDS = {
  record: lazy(() => import('./RecordPage')),
} satisfies Record<string, PageComponent>;

export type PageKind = keyof typeof PAGE_KINDS;

export function pageFor(kind: string): PageComponent | undefined {
  return (PAGE_KINDS as Record<string, PageComponent>)[kind];
}
