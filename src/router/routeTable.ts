// The route table (schemas/routes.json) and redirect map (schemas/redirects.json), typed.
import redirectsJson from '../../schemas/redirects.json';
import routesJson from '../../schemas/routes.json';

/** Who may open a route; src/router/access.ts decides where everyone else goes. */
export type Access = 'open' | 'visitor' | 'user' | 'multiparty' | 'multiparty-empty' | 'moto' | 'moto-empty';

export interface RouteEntry {
  path: string;
  /** A screen id of screens/registry.ts, `placeholder`, or a generic page `engine/<kind>`. */
  screen: string;
  /** The file a generic page shows (engine/page/registry.ts); only with `engine/<kind>`. */
  schema?: string;
  /** i18n namespace of the page's texts, looked up before `common`. */
  ns?: string;
  /** Links beside the page heading; `{param}` filled from the page parameters. */
  links?: RouteLink[];
  /** English default text, translated in the `common` namespace. */
  title: string;
  access: Access;
  /** Titles chosen by a path parameter, e.g. the error page by its code. */
  titleByParam?: Record<string, Record<string, string>>;
}

export interface RouteLink {
  /** English text. */
  label: string;
  route: string;
}

export interface Redirect {
  from: string;
  to: string;
}

export const routeEntries = routesJson as RouteEntry[];
export const redirects: Redirect[] = redirectsJson;
