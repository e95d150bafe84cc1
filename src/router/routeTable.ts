// The route table (schemas/routes.json) and redirect map (schemas/redirects.json), typed.
import redirectsJson from '../../schemas/redirects.json';
import routesJson from '../../schemas/routes.json';

/** Who may open a route; src/router/access.ts decides where everyone else goes. */
export type Access = 'open' | 'visitor' | 'user' | 'multiparty' | 'multiparty-empty';

export interface RouteEntry {
  path: string;
  /** A screen id of screens/registry.ts, or `engine/<kind>`: a generic page of engine/page/registry.ts. */
  screen: string;
  /** engine/<kind> screens: the id of the schema file the page shows. */
  schema?: string;
  /** English default text, translated in the `common` namespace. */
  title: string;
  access: Access;
  /** Titles chosen by a path parameter, e.g. the error page by its code. */
  titleByParam?: Record<string, Record<string, string>>;
}

export interface Redirect {
  from: string;
  to: string;
}

export const routeEntries = routesJson as RouteEntry[];
export const redirects: Redirect[] = redirectsJson;
