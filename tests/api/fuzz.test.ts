// Fuzz: every registered route gets >= 200 generated bad requests (bad ids, huge/float/NaN numbers,
// NUL, deep JSON, wrong types, arrays for strings, null bodies, odd content types) from a user signed
// in with CSRF on the demo data, and never answers 5xx or shows a stack trace or SQL. PGlite only:
// the inputs, not the backend, are under test. Multipart bodies are not generated (the uploads work
// owns those errors); multipart routes get the JSON and text bodies like every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { fieldNames, generator, LEAK, registeredRoutes, type Route } from './fuzz-inputs.ts';
import { Client, PUBLIC_URL, freshDb } from './helpers.ts';

const PER_ROUTE = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' };
/** Calls that end the session or the account under test: fuzzed last, each with a fresh sign-in after. */
const ENDS_SESSION = /\/account\/logout\/|\/merchant\/:merchant\/delete\//;

describe('fuzz on pglite', () => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let valid: string[];
  beforeAll(async () => {
    env = await freshDb('pglite');
    await prepareDatabase(env.db, PUBLIC_URL);
    app = await buildApp({ db: env.db, distDir: null, publicUrl: PUBLIC_URL, secretKey: 'fuzz', production: false });
    const ids = await Promise.all((['merchants', 'payments', 'companies', 'disputes'] as const)
      .map((t) => env.db.selectFrom(t).select('id').limit(1).executeTakeFirst()));
    const ref = await env.db.selectFrom('settlements').select('odb_ref').limit(1).executeTakeFirst();
    valid = [...ids.map((r) => String(r?.id ?? 1)), ref?.odb_ref ?? '1'];
  }, 120_000);
  afterAll(async () => { await app?.close(); await env?.drop(); });

  it(`answers no 5xx and leaks nothing to ${PER_ROUTE} bad requests per route`, async () => {
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(100);
    const ordered = [...routes.filter((r) => !ENDS_SESSION.test(r.path)), ...routes.filter((r) => ENDS_SESSION.test(r.path))];
    const gen = generator(SEED, fieldNames(), valid);
    const client = new Client(app);
    const signIn = async () => expect((await client.login(DEMO.email, DEMO.password)).json()).toEqual({ state: 'ok' });
    await signIn();

    const failures = new Map<string, string>();
    let sent = 0;
    for (const route of ordered) {
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const url = `/api/v2${gen.fill(route.path.replace(/^\/api\/v2/, ''))}${gen.query()}`;
        const body = route.method === 'GET' ? undefined : gen.body();
        const res = await client.request({
          method: route.method as 'GET' | 'POST', url, payload: body?.payload,
          headers: body?.contentType ? { 'content-type': body.contentType } : {},
          // Many client addresses, so the sign-in throttles never lock the test's own session out.
          remoteAddress: `10.9.${gen.int(250)}.${gen.int(250)}`,
        });
        sent += 1;
        if (res.statusCode >= 500 || LEAK.test(res.body)) {
          const key = `${route.method} ${route.path} ${res.statusCode}`;
          if (!failures.has(key)) failures.set(key, `${url.slice(0, 160)} ${body?.payload.slice(0, 120) ?? ''} -> ${res.body.slice(0, 300)}`);
        }
        if (ENDS_SESSION.test(route.path) && res.statusCode === 200) await signIn();
      }
      await checkSession(client, signIn, route);
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * PER_ROUTE);
    expect([...failures].map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  }, 300_000);
});

/** A fuzzed call may have signed the user out (password or two-step changes): sign in again. */
async function checkSession(client: Client, signIn: () => Promise<void>, route: Route) {
  const state = (await client.get('/account/check_auth/')).json().state;
  if (state !== 'ok') {
    client.cookies.clear();
    await signIn().catch((e: unknown) => { throw new Error(`session lost after ${route.method} ${route.path}: ${String(e)}`); });
  }
}
