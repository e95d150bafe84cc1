// Fuzz: every registered route gets >= 200 generated bad requests (bad ids, huge/float/NaN numbers,
// NUL, deep JSON, wrong types, arrays for strings, null bodies, odd content types) from a user signed
// in with CSRF on the demo data, and never answers 5xx or shows a stack trace or SQL. PGlite only:
// the inputs, not the backend, are under test. Multipart bodies are not generated (the uploads work
// owns those errors); multipart routes get the JSON and text bodies like every route.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { bodyShapes, fieldNames, generator, LEAK, registeredRoutes, type Route } from './fuzz-inputs.ts';
import { Client, PUBLIC_URL, freshDb } from './helpers.ts';

/** The API description: its text names calls, fields and words such as 'select … from' by design. */
const DESCRIBES_API = new Set(['/api/v2/openapi.json']);

const PER_ROUTE = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' };
/** Calls that remove what the others need (the merchant, the session): fuzzed last, sign-out the very last. */
const LAST = ['/api/v2/merchant/:merchant/delete/', '/api/v2/account/logout/'];

describe('fuzz on pglite', () => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let valid: Record<string, string>;
  beforeAll(async () => {
    env = await freshDb('pglite');
    await prepareDatabase(env.db, PUBLIC_URL);
    app = await buildApp({ db: env.db, distDir: null, publicUrl: PUBLIC_URL, secretKey: 'fuzz', production: false });
    const user = await env.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    const merchant = await env.db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', user.id).limit(1).executeTakeFirstOrThrow();
    const first = async (table: string) => String((await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 1`.execute(env.db)).rows[0]?.id ?? 1);
    const m = await env.db.selectFrom('merchants').select(['company_id']).where('id', '=', merchant.merchant_id).executeTakeFirstOrThrow();
    const ref = await env.db.selectFrom('settlements').select('odb_ref').where('merchant_id', '=', merchant.merchant_id).limit(1).executeTakeFirst();
    const payment = await env.db.selectFrom('payments').select('id').where('merchant_id', '=', merchant.merchant_id).limit(1).executeTakeFirstOrThrow();
    // The id that exists for the path segment before a parameter (`/merchant/:merchant/`, `/transactions/:id/`, ...).
    valid = {
      merchant: String(merchant.merchant_id), transactions: String(payment.id), disputes: await first('disputes'),
      settlements: ref?.odb_ref ?? 'x', company_profile: String(m.company_id ?? 1), individuals: await first('company_individuals'),
      financial: await first('merchant_financial_accounts'), permissions: String(user.id), reports: await first('reports'),
      views: 'payments', approve: '1', profile_image: '1', invite: 'x', reset: 'x',
    };
  }, 120_000);
  afterAll(async () => { await app?.close(); await env?.drop(); });

  it(`answers no 5xx and leaks nothing to ${PER_ROUTE} bad requests per route`, async () => {
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(100);
    const rank = (r: Route) => LAST.indexOf(r.path);
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    const gen = generator(SEED, fieldNames(), valid, bodyShapes());
    const client = new Client(app);
    const signIn = async () => expect((await client.login(DEMO.email, DEMO.password)).json()).toEqual({ state: 'ok' });
    await signIn();

    const failures = new Map<string, string>();
    let sent = 0;
    let answered = 0; // 2xx: the call got through every check to its handler's success
    const slow: Array<[number, string]> = [];
    for (const route of ordered) {
      const started = performance.now();
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const url = `/api/v2${gen.fill(route.path.replace(/^\/api\/v2/, ''))}${gen.query()}`;
        const body = route.method === 'GET' ? undefined : gen.body(route.path);
        const res = await client.request({
          method: route.method as 'GET' | 'POST', url, payload: body?.payload,
          headers: body?.contentType ? { 'content-type': body.contentType } : {},
          // Many client addresses, so the sign-in throttles never lock the test's own session out.
          remoteAddress: `10.9.${gen.int(250)}.${gen.int(250)}`,
        });
        sent += 1;
        if (res.statusCode < 300) answered += 1;
        if (res.statusCode >= 500 || (LEAK.test(res.body) && !DESCRIBES_API.has(route.path))) {
          const key = `${route.method} ${route.path} ${res.statusCode}`;
          if (!failures.has(key)) failures.set(key, `${url.slice(0, 160)} ${body?.payload.slice(0, 120) ?? ''} -> ${res.body.slice(0, 300)}`);
          if (process.env.FUZZ_VERBOSE) console.log(key, failures.get(key));
        }
      }
      if (rank(route) < 0) await checkSession(client, signIn, route);
      slow.push([performance.now() - started, `${route.method} ${route.path}`]);
    }
    if (process.env.FUZZ_VERBOSE) console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 25).map(([ms, r]) => `${Math.round(ms)} ms ${r}`).join('\n'));
    if (process.env.FUZZ_VERBOSE) console.log(`${sent} requests, ${answered} answered 2xx`);
    expect(sent).toBeGreaterThanOrEqual(routes.length * PER_ROUTE);
    // The valid ids and bodies mixed in make the fuzz reach the handlers, not only the input checks.
    expect(answered).toBeGreaterThan(sent / 20);
    expect([...failures].map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  }, 400_000);
});

/** A fuzzed call may have signed the user out (password or two-step changes): sign in again. */
async function checkSession(client: Client, signIn: () => Promise<void>, route: Route) {
  const state = (await client.get('/account/check_auth/')).json().state;
  if (state !== 'ok') {
    client.cookies.clear();
    await signIn().catch((e: unknown) => { throw new Error(`session lost after ${route.method} ${route.path}: ${String(e)}`); });
  }
}
