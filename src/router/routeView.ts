// What a route entry renders: a generic page of the engine (`engine/<kind>`) or a screen module.
import { pageFor } from '../../engine';
import { screenFor } from '../../screens/registry';
import type { RouteView } from './RouteScreen';
import type { RouteEntry } from './routeTable';

export function routeView(entry: RouteEntry): RouteView {
  const page = pageFor(entry.screen);
  return page ? { page } : { screen: screenFor(entry.screen) };
}
