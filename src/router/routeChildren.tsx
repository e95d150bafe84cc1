// The route objects of a route table: each entry renders its screen or generic page (routeView).
import type { RouteObject } from 'react-router-dom';
import { RouteScreen } from './RouteScreen';
import type { RouteEntry } from './routeTable';
import { routeView } from './routeView';

export function routeChildren(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map((entry) => ({ path: entry.path, element: <RouteScreen key={entry.path} entry={entry} view={routeView(entry)} /> }));
}
