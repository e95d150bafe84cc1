// The reply of a call as its endpoint file declares it: `reply` is a JSON Schema (draft-07) whose
// `$ref`s point at the file's own `definitions` (`#/definitions/Payment`). Checks that follow a
// dotted path into a reply (record fields, currencyField, enabledIf) read it through here.
import { isObject, type Json } from './checkCrossRefsCorpus';

/** The reply schema of `endpoints[name]` of a parsed endpoint file, its local `$ref`s resolved. */
export function replySchemaOf(file: unknown, name: string): Json | undefined {
  if (!isObject(file) || !isObject(file.endpoints)) return undefined;
  const spec = file.endpoints[name];
  if (!isObject(spec) || !isObject(spec.reply)) return undefined;
  const definitions = isObject(file.definitions) ? file.definitions : {};
  return resolveRefs(spec.reply, definitions, new Set()) as Json;
}

function resolveRefs(node: unknown, definitions: Json, seen: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => resolveRefs(n, definitions, seen));
  if (!isObject(node)) return node;
  const ref = typeof node.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1] : undefined;
  // A recursive definition stops at its second visit (accepted as "any object").
  if (ref !== undefined) return seen.has(ref) ? {} : resolveRefs(definitions[ref] ?? {}, definitions, new Set([...seen, ref]));
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveRefs(v, definitions, seen)]));
}

/**
 * The schema at a dotted path (`data.conversion.amount`; an array is stepped through by its items),
 * `undefined` when the schema says the path cannot exist. An object that declares no `properties`
 * (or `additionalProperties` other than false) accepts any key: `{}` is answered for it.
 */
export function schemaAtPath(schema: Json, path: string): Json | undefined {
  let node: Json | undefined = schema;
  for (const key of path.split('.')) {
    // A number picks an item of a list (`data.0.available_widgets`).
    if (/^\d+$/.test(key) && node && isObject(node.items)) {
      node = node.items;
      continue;
    }
    while (node && isObject(node.items)) node = node.items;
    if (!node) return undefined;
    const branches: Json[] = [node, ...(Array.isArray(node.allOf) ? node.allOf.filter(isObject) : [])];
    const declared: Json | undefined = branches.map((b) => (isObject(b.properties) ? b.properties[key] : undefined)).find(isObject);
    if (declared) node = declared;
    else if (branches.some((b) => !isObject(b.properties) || (b.additionalProperties !== undefined && b.additionalProperties !== false)))
      node = {};
    else return undefined;
  }
  return node;
}
