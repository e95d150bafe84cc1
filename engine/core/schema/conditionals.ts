// Conditional parts of a form's object schema (JSON Schema draft-07 `if`/`then`/`else`, at the top
// level or as items of `allOf`): which branch holds for the current data, the schema that results,
// and every property any branch may add. The browser cannot compile an `if` (no ajv there), so
// conditions are evaluated here for the subset the forms meta-schema allows (`condition`):
// `properties` with `const` / `enum` / `not`, and `required`. Data is pruned first ('' / null / []
// are "no value"), exactly as ajv sees it on both sides, so the browser and the server agree.
import { pruneEmpty } from '../validation/pruneEmpty';
import type { FormBranch, FormField, FormObjectSchema } from './formFile';

type Node = Record<string, unknown>;
export type Conditional = { if: Node; then?: FormBranch; else?: FormBranch };

const isObject = (v: unknown): v is Node => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function holdsPruned(schema: unknown, data: unknown): boolean {
  if (schema === true || schema === undefined) return true;
  if (schema === false) return false;
  if (!isObject(schema)) return true;
  if ('const' in schema && !equal(schema.const, data)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((v) => equal(v, data))) return false;
  if ('not' in schema && holdsPruned(schema.not, data)) return false;
  if (Array.isArray(schema.allOf) && !schema.allOf.every((s) => holdsPruned(s, data))) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((s) => holdsPruned(s, data))) return false;
  if (isObject(data)) {
    if (Array.isArray(schema.required) && !schema.required.every((k) => typeof k === 'string' && k in data)) return false;
    if (isObject(schema.properties)) {
      for (const [k, s] of Object.entries(schema.properties)) if (k in data && !holdsPruned(s, data[k])) return false;
    }
  }
  return true;
}

/** Does `data` satisfy a condition schema? Keywords outside the subset count as satisfied. */
export function conditionHolds(schema: unknown, data: unknown): boolean {
  return holdsPruned(schema, pruneEmpty(data ?? {}));
}

/** The conditionals of an object schema: its own `if` and every `allOf` item with an `if`. */
export function conditionalsOf(schema: object): Conditional[] {
  const s = schema as Node;
  const items = Array.isArray(s.allOf) ? (s.allOf as unknown[]) : [];
  return [s, ...items].filter((c): c is Conditional => isObject(c) && isObject(c.if));
}

export function hasConditionalParts(schema: object): boolean {
  return conditionalsOf(schema).length > 0;
}

function merge(into: FormObjectSchema, branch: FormBranch | undefined): FormObjectSchema {
  if (!branch) return into;
  const properties = { ...into.properties };
  for (const [name, patch] of Object.entries(branch.properties ?? {})) {
    properties[name] = { ...properties[name], ...patch } as FormField;
  }
  const required = [...new Set([...(into.required ?? []), ...(branch.required ?? [])])];
  return { ...into, properties, required };
}

/** The object schema for this data: the branches that hold merged in, no `if`/`allOf` left. */
export function activeSchema(schema: FormObjectSchema, data: unknown): FormObjectSchema {
  const { if: _if, then: _then, else: _else, allOf: _allOf, ...plain } = schema as FormObjectSchema & Node;
  let out: FormObjectSchema = { ...plain, properties: { ...schema.properties } };
  for (const c of conditionalsOf(schema)) out = merge(out, conditionHolds(c.if, data) ? c.then : c.else);
  return out;
}

/** Every property of the form, whatever the branch: top-level definitions with each branch's
 * keywords merged in (used to pick widgets and to order fields). */
export function allProperties(schema: FormObjectSchema): Record<string, FormField> {
  const out: Record<string, FormField> = { ...schema.properties };
  for (const c of conditionalsOf(schema)) {
    for (const branch of [c.then, c.else]) {
      for (const [name, patch] of Object.entries(branch?.properties ?? {})) out[name] = { ...out[name], ...patch } as FormField;
    }
  }
  return out;
}

/** Names of properties that only some branches declare and that the current data does not show. */
export function inactiveFields(schema: FormObjectSchema, data: unknown): string[] {
  const active = activeSchema(schema, data).properties;
  return Object.keys(allProperties(schema)).filter((name) => !(name in active));
}

/** Labels a branch changes (`then`/`else` giving a property a `title`), as the current data picks
 * them: name -> title, for every such property. rjsf merges `allOf` keeping the first title, so the
 * form applies these itself (withTitles). Empty when no branch changes a label. */
export function conditionalTitles(schema: FormObjectSchema, data: unknown): Record<string, string> {
  const changed = new Set<string>();
  for (const c of conditionalsOf(schema)) {
    for (const branch of [c.then, c.else]) {
      for (const [name, patch] of Object.entries(branch?.properties ?? {})) if (patch.title !== undefined && name in schema.properties) changed.add(name);
    }
  }
  if (changed.size === 0) return {};
  const active = activeSchema(schema, data).properties;
  return Object.fromEntries([...changed].map((name) => [name, active[name]?.title ?? schema.properties[name]?.title ?? name]));
}

/** The schema with these labels on its own properties and no label patches left in its branches. */
export function withTitles(schema: FormObjectSchema, titles: Record<string, string>): FormObjectSchema {
  if (Object.keys(titles).length === 0) return schema;
  const strip = (b: FormBranch | undefined): FormBranch | undefined => b && {
    ...b,
    properties: b.properties && Object.fromEntries(Object.entries(b.properties).map(([n, p]) => {
      if (!(n in titles)) return [n, p];
      const { title: _title, ...rest } = p;
      return [n, rest];
    })),
  };
  const fix = <T extends Node>(c: T): T => (isObject(c.if) ? { ...c, then: strip(c.then as FormBranch), else: strip(c.else as FormBranch) } : c);
  const properties = { ...schema.properties };
  for (const [name, title] of Object.entries(titles)) properties[name] = { ...properties[name], title } as FormField;
  const out = fix({ ...schema, properties } as FormObjectSchema & Node);
  if (Array.isArray(schema.allOf)) out.allOf = (schema.allOf as Node[]).map(fix) as FormObjectSchema['allOf'];
  return out;
}
