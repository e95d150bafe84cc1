// Generated bad inputs for the API fuzz test: a seeded generator (mulberry32) of path parameters,
// query strings and bodies, plus the list of registered routes read from Fastify's route tree.
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { mulberry32 } from '../../server/seed/prng.ts';

export type Route = { method: string; path: string };

/** Every method + path the app registered (HEAD left out: it answers as GET), from printRoutes' tree. */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1] : '') + m[2];
    stack.push(path);
    for (const method of m[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Field names the forms declare, plus the ones the non-form calls read: bodies fill these with bad values. */
export function fieldNames(): string[] {
  const names = new Set(['id', 'file_id', 'email', 'token', 'search', 'period', 'amount', 'limit', 'columns', 'filters', 'sort',
    'name', 'otp', 'password', 'secret', 'fields', 'type', 'value', 'comment', 'lang', 'source_user', 'to', 'query_words', 'account']);
  for (const file of readdirSync('schemas/forms')) {
    const form = JSON.parse(readFileSync(`schemas/forms/${file}`, 'utf8')) as { schema?: { properties?: Record<string, unknown> } };
    for (const key of Object.keys(form.schema?.properties ?? {})) names.add(key);
  }
  return [...names];
}

/** A plausible value per field, so a mutated body passes every check but the one under test. */
export type Shape = Record<string, unknown>;

function goodValue(schema: { type?: unknown; enum?: unknown[]; format?: string; default?: unknown }): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'array') return [];
  if (schema.format === 'email' || schema.format === 'emails') return 'fuzz@example.com';
  if (schema.format === 'amount' || schema.format === 'decimal') return '1.00';
  if (schema.format === 'url') return 'https://example.com';
  return 'x';
}

/** The body each POST route expects, from schemas/endpoints (a form's fields, or the fields of a body type of engine/api/types.ts). */
export function bodyShapes(): Map<string, Shape> {
  const types = readFileSync('engine/api/types.ts', 'utf8');
  const typeFields = (name: string): Shape => {
    const m = new RegExp(`interface ${name}(?: extends (\\w+))? \\{([^}]*)\\}`).exec(types);
    if (!m) return {};
    const own = Object.fromEntries([...m[2].matchAll(/^\s*(\w+)\??: ([\w |]+);/gm)]
      .map(([, k, t]) => [k, t.startsWith('number') ? 1 : t.startsWith('boolean') ? true : 'x']));
    return { ...(m[1] ? typeFields(m[1]) : {}), ...own };
  };
  const shapes = new Map<string, Shape>();
  for (const file of readdirSync('schemas/endpoints')) {
    const group = JSON.parse(readFileSync(`schemas/endpoints/${file}`, 'utf8')) as { endpoints: Record<string, { method: string; path: string; body?: string }> };
    for (const spec of Object.values(group.endpoints)) {
      if (spec.method !== 'POST' || !spec.body) continue;
      let shape: Shape = {};
      if (spec.body.startsWith('forms/')) {
        const form = JSON.parse(readFileSync(`schemas/${spec.body}.json`, 'utf8')) as { schema?: { properties?: Record<string, object> } };
        shape = Object.fromEntries(Object.entries(form.schema?.properties ?? {}).map(([k, v]) => [k, goodValue(v)]));
      } else shape = typeFields(spec.body);
      shapes.set(routeKey(`/api/v2${spec.path}`), shape);
    }
  }
  return shapes;
}

/** `/api/v2/merchant/{}/settings/` for both `{merchant}` and `:merchant`. */
export const routeKey = (path: string) => path.replace(/\{\w+\}|:[^/]+/g, '{}');

const BAD_IDS = ['2147483648', '-1', '0', '1e+5', '1e+400', '1.5', 'Infinity', '-Infinity', 'NaN', 'abc', '%00', '1%00',
  '99999999999999999999999', '0x10', '%201', '1 ', '%F0%9F%98%80', 'null', '[]', '%7B%7D', 'x'.repeat(300), '9007199254740993'];

const BAD_QUERY_VALUES = ['2147483648', '-1', '1e+5', '1.5', 'Infinity', 'NaN', '', '%00', 'a%00b', '%7B%22a%22%3A1%7D',
  'x'.repeat(5000), '4111111111111111', 'null', 'true', '%FF', '%', '-', '0'];

/** Deterministic generator of bad request parts; `valid` are ids that exist, so some calls go deep. */
export function generator(seed: number, fields: string[], valid: Record<string, string>, shapes: Map<string, Shape>) {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];

  const deep = (n: number, arrays: boolean): string => (arrays ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n));
  const scalar = (): unknown => pick<() => unknown>([
    () => 'a\u0000b', () => '\u0000', () => 2147483648, () => -2147483649, () => 1e308, () => 1.5, () => -0.0001, () => 'NaN',
    () => 'Infinity', () => '1e+400', () => '', () => null, () => true, () => false, () => 0, () => 'x'.repeat(int(2) ? 70_000 : 300),
    () => '4111111111111111', () => 'ok@example.com', () => '2026-13-45', () => '<script>alert(1)</script>', () => "'; drop table users; --",
    () => pick(Object.values(valid)), () => Number(pick(Object.values(valid))), () => '\ud800', () => Number.MAX_SAFE_INTEGER + 2,
  ])();
  const value = (level = 0): unknown => {
    const roll = int(10);
    if (level < 3 && roll === 0) return { [pick(fields)]: value(level + 1), a: { b: value(level + 1) } };
    if (level < 3 && roll === 1) return Array.from({ length: int(4) }, () => value(level + 1));
    return scalar();
  };

  /** Half the time the id that exists for the segment before the parameter, so the call reaches its handler. */
  const id = (before: string) => (int(2) === 0 ? valid[before] ?? pick(Object.values(valid)) : pick(BAD_IDS));

  const query = (): string => {
    const parts: string[] = [];
    for (let i = 0, n = int(4); i < n; i += 1) {
      const key = pick([...fields, 'page', 'limit', 'cursor', 'q', 'route', 'lang', 'merchant', 'merchant', 'id', 'type', 'sort', 'to']);
      const v = key === 'merchant' && int(2) === 0 ? valid.merchant : pick(BAD_QUERY_VALUES);
      parts.push(pick([`${key}=${v}`, `${key}[]=${v}`, `${key}=${v}&${key}=${v}`, `${key}[a]=${v}`, key]));
    }
    return parts.length ? `?${parts.join('&')}` : '';
  };

  /** A body and its content type: JSON of bad shapes mostly, some raw text and odd types. */
  const body = (path: string): { payload: string; contentType?: string } => {
    const shape = shapes.get(routeKey(path));
    if (shape && int(3) > 0) {
      // The expected body with one or two values (or one extra key) made bad.
      const obj: Record<string, unknown> = { ...shape };
      const keys = Object.keys(shape);
      for (let i = 0, n = 1 + int(2); i < n; i += 1) obj[keys.length && int(5) > 0 ? pick(keys) : pick(fields)] = value();
      return { payload: JSON.stringify(obj), contentType: 'application/json' };
    }
    const roll = int(20);
    if (roll === 0) return { payload: deep(20_000, int(2) === 0), contentType: 'application/json' };
    if (roll === 1) return { payload: pick(['{', '{"a":', 'nul', '"\\u0000"', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']), contentType: 'application/json' };
    if (roll === 2) return { payload: 'a=1&b=2', contentType: pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) };
    if (roll === 3) return { payload: '', contentType: pick(['application/json', undefined]) as string | undefined };
    if (roll === 4) return { payload: JSON.stringify(pick([null, [], 'text', 12, true, [{}], [null]])), contentType: 'application/json' };
    const obj: Record<string, unknown> = {};
    for (let i = 0, n = 1 + int(6); i < n; i += 1) obj[pick(fields)] = value();
    return { payload: JSON.stringify(obj), contentType: pick(['application/json', 'application/json; charset=utf-8', 'application/json', 'APPLICATION/JSON']) };
  };

  /** The path with each `:param` (or `:a|:b`) replaced by a bad or valid value. */
  const fill = (path: string) => path.replace(/([^/]+)\/:[^/]+/g, (_, before: string) => `${before}/${id(before)}`);

  return { fill, query, body, int };
}

/** Text that must never reach a client: stack frames, source paths, SQL and driver messages. */
export const LEAK = /\bat \S+ \(|node_modules|\.ts:\d+|\b(select|insert into|update|delete from)\b.*\b(from|where|set|values)\b|syntax error|violates|relation "|column "|out of range for type|invalid input syntax|\bSQLSTATE\b|Kysely/i;
