// A generic page's file chosen by the address: a route's `schema` with `{param}` parts
// (`special_{id}`) is filled from the route's parameters (schemas/_meta/routes.json). Shared by the
// pages (engine/page) and the cross-reference check (checkCrossRefsRoutes.ts).
const PART = /\{([a-z_][a-zA-Z0-9_]*)\}/g;
/** What a filled part may hold: the characters of a file id. */
const VALUE = /^[a-z0-9_]+$/;

/** The parameter names of a schema id template (none for a plain id). */
export const schemaIdParams = (schema: string): string[] => [...schema.matchAll(PART)].map((m) => m[1]);

/** The file id for these parameters; undefined when a part is missing or holds what no file id holds. */
export function fillSchemaId(schema: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  let ok = true;
  const id = schema.replace(PART, (_, name: string) => {
    const value = params[name];
    if (value === undefined || !VALUE.test(value)) ok = false;
    return value ?? '';
  });
  return ok ? id : undefined;
}

/** The ids among `ids` that the template can name. */
export function idsOfTemplate(schema: string, ids: Iterable<string>): string[] {
  const source = schema
    .split(PART)
    .map((piece, i) => (i % 2 === 1 ? '[a-z0-9_]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(`^${source}$`);
  return [...ids].filter((id) => re.test(id));
}
