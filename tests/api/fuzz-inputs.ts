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

const BAD_IDS = ['2147483648', '-1', '0', '1e+5', '1e+400', '1.5', 'Infinity', '-Infinity', 'NaN', 'abc', '%00', '1%00',
  '99999999999999999999999', '0x10', '%201', '1 ', '%F0%9F%98%80', 'null', '[]', '%7B%7D', 'x'.repeat(300), '9007199254740993'];

const BAD_QUERY_VALUES = ['2147483648', '-1', '1e+5', '1.5', 'Infinity', 'NaN', '', '%00', 'a%00b', '%7B%22a%22%3A1%7D',
  'x'.repeat(5000), '4111111111111111', 'null', 'true', '%FF', '%', '-', '0'];

/** Deterministic generator of bad request parts; `valid` are ids that exist, so some calls go deep. */
export function generator(seed: number, fields: string[], valid: string[]) {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];

  const deep = (n: number, arrays: boolean): string => (arrays ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n));
  const scalar = (): unknown => pick<() => unknown>([
    () => 'a\u0000b', () => '\u0000', () => 2147483648, () => -2147483649, () => 1e308, () => 1.5, () => -0.0001, () => 'NaN',
    () => 'Infinity', () => '1e+400', () => '', () => null, () => true, () => false, () => 0, () => 'x'.repeat(int(2) ? 70_000 : 300),
    () => '4111111111111111', () => 'ok@example.com', () => '2026-13-45', () => '<script>alert(1)</script>', () => "'; drop table users; --",
    () => pick(valid), () => Number(pick(valid)), () => '\ud800', () => 9007199254740993,
  ])();
  const value = (level = 0): unknown => {
    const roll = int(10);
    if (level < 3 && roll === 0) return { [pick(fields)]: value(level + 1), a: { b: value(level + 1) } };
    if (level < 3 && roll === 1) return Array.from({ length: int(4) }, () => value(level + 1));
    return scalar();
  };

  const id = () => (int(4) === 0 ? pick(valid) : pick(BAD_IDS));

  const query = (): string => {
    const parts: string[] = [];
    for (let i = 0, n = int(4); i < n; i += 1) {
      const key = pick([...fields, 'page', 'limit', 'cursor', 'q', 'route', 'lang', 'merchant']);
      const v = pick(BAD_QUERY_VALUES);
      parts.push(pick([`${key}=${v}`, `${key}[]=${v}`, `${key}=${v}&${key}=${v}`, `${key}[a]=${v}`, key]));
    }
    return parts.length ? `?${parts.join('&')}` : '';
  };

  /** A body and its content type: JSON of bad shapes mostly, some raw text and odd types. */
  const body = (): { payload: string; contentType?: string } => {
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
  const fill = (path: string) => path.replace(/:[^/]+/g, () => id());

  return { fill, query, body, int };
}

/** Text that must never reach a client: stack frames, source paths, SQL and driver messages. */
export const LEAK = /\bat \S+ \(|node_modules|\.ts:\d+|\b(select|insert into|update|delete from)\b.*\b(from|where|set|values)\b|syntax error|violates|relation "|column "|out of range for type|invalid input syntax|\bSQLSTATE\b|Kysely/i;
