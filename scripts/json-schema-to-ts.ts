// A small JSON Schema (draft-07 subset of schemas/_meta/endpoints.json#/definitions/replySchema) ->
// TypeScript type emitter for the reply schemas of endpoint files. It follows the meaning the server
// serializes with (fast-json-stringify): an object lists its `properties` (optional unless
// `required`); other keys exist only with `additionalProperties` (true: any value; a schema: that
// type); `type: [..., "null"]` is nullable; `{}` is unknown. `$ref: "#/definitions/<Name>"` becomes
// the name `refName(<Name>)`.

export type ReplySchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, ReplySchema>;
  required?: string[];
  additionalProperties?: boolean | ReplySchema;
  items?: ReplySchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: ReplySchema[];
  [key: string]: unknown;
};

const SCALARS: Record<string, string> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', null: 'null' };
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const union = (parts: string[]) => [...new Set(parts)].join(' | ') || 'never';
const doc = (schema: ReplySchema, pad: string) =>
  typeof schema.description === 'string' ? `${pad}/** ${schema.description.replace(/\*\//g, '*\\/')} */\n` : '';
/** A union member inside an array or intersection needs parentheses. */
const wrap = (type: string) => (/[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})` : type);

export function schemaToTs(schema: ReplySchema, refName: (name: string) => string, indent = ''): string {
  if (schema.$ref !== undefined) {
    const name = /^#\/definitions\/(.+)$/.exec(schema.$ref)?.[1];
    if (!name) throw new Error(`unsupported $ref ${schema.$ref}`);
    return refName(name);
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  if (schema.anyOf) return union(schema.anyOf.map((branch) => schemaToTs(branch, refName, indent)));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return schema.properties || schema.additionalProperties ? objectType(schema, refName, indent) : 'unknown';
  return union(
    types.map((type) => {
      if (type === 'object') return objectType(schema, refName, indent);
      if (type === 'array') return `${wrap(schema.items ? schemaToTs(schema.items, refName, indent) : 'unknown')}[]`;
      const scalar = SCALARS[type];
      if (!scalar) throw new Error(`unsupported type ${type}`);
      return scalar;
    }),
  );
}

function objectType(schema: ReplySchema, refName: (name: string) => string, indent: string): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${doc(property, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${schemaToTs(property, refName, inner)};`,
  );
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    const value = extra === true ? 'unknown' : schemaToTs(extra, refName, inner);
    // An index signature must admit every declared property's type: widen to unknown when they differ.
    const wide = lines.length && value !== 'unknown' ? 'unknown' : value;
    if (!lines.length) return `Record<string, ${value}>`;
    lines.push(`${inner}[key: string]: ${wide};`);
  }
  if (!lines.length) return 'Record<string, never>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** `export type <name> = ...;` with the schema's description as its doc comment. */
export function declareType(name: string, schema: ReplySchema, refName: (name: string) => string): string {
  return `${doc(schema, '')}export type ${name} = ${schemaToTs(schema, refName)};`;
}
