// Test helpers for API tests: an app on a fresh database (in-memory PGlite, or its own schema in
// the test PostgreSQL), a cookie-jar client that sends X-CSRFToken like the SPA, and fixtures.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import * as OTPAuth from 'otpauth';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { allViews } from '../../server/merchant/views.ts';
import { hashPassword } from '../../server/security/password.ts';

export type Backend = 'pglite' | 'postgres';
/** API_VIA_PRISM=1 (npm run test:prism): calls go through Stoplight Prism's validation proxy (tests/prism/client.ts), on PGlite only. */
const prism = process.env.API_VIA_PRISM === '1' ? await import('../prism/client.ts') : undefined;
/**
 * The backends of the API tests: both, or those API_BACKENDS names (`npm test` runs them on PostgreSQL
 * here and on PGlite in its Prism pass, so the suite runs once per backend, not three times).
 */
function backends(): Backend[] {
  if (prism) return ['pglite'];
  const named = process.env.API_BACKENDS?.split(',').map((b) => b.trim()).filter(Boolean);
  if (!named?.length) return ['pglite', 'postgres'];
  const wrong = named.filter((b) => b !== 'pglite' && b !== 'postgres');
  if (wrong.length) throw new Error(`API_BACKENDS names ${wrong.join(', ')}: each must be pglite or postgres`);
  return named as Backend[];
}
export const BACKENDS: Backend[] = backends();
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A loopback origin, as a demo on one machine has (the dev mailbox is served only then; startApp opts in to it). */
export const PUBLIC_URL = 'http://localhost:8000';

export type TestApp = { app: FastifyInstance; db: Db; client: () => Client; close: () => Promise<void> };

/** A migrated, empty database on the backend; `drop` removes it. */
export async function freshDb(backend: Backend): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const db = connect({ pgliteDir: 'memory://' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = connect({ url: TEST_DATABASE_URL, searchPath: schema });
  const drop = async () => {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  await migrateToLatest(db).catch(async (e: unknown) => {
    await drop();
    throw e;
  });
  return { db, drop };
}

export async function startApp(backend: Backend, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { db, drop } = await freshDb(backend);
  const app = await buildApp({ db, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret', demoMailbox: true, ...options });
  await app.ready();
  return { app, db, client: () => new Client(app), close: async () => { await app.close(); await drop(); } };
}

/** Keeps cookies between calls and copies csrftoken into X-CSRFToken on non-GET calls. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: string | false }): Promise<LightMyRequestResponse> {
    const { csrf, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = csrf === undefined ? this.cookies.get('csrftoken') : csrf;
    if (token && inject.method !== 'GET') headers['x-csrftoken'] = token;
    const res = prism ? await prism.viaPrism(this.app, { ...inject, headers }) : await this.app.inject({ ...inject, headers });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const gone = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** GET under /api/v2. */
  get(path: string) {
    return this.request({ method: 'GET', url: `/api/v2${path}` });
  }

  /** POST JSON under /api/v2; `csrf` overrides the header (false: none). */
  post(path: string, body: unknown = {}, csrf?: string | false) {
    return this.request({ method: 'POST', url: `/api/v2${path}`, payload: body as object, csrf });
  }

  /** Fetches a CSRF cookie (as the SPA's first GET does). */
  async prime(): Promise<this> {
    await this.get('/account/check_auth/');
    return this;
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('csrftoken')) await this.prime();
    return this.post('/account/login/', { email, password });
  }
}

export type UserSpec = { email: string; password?: string; mfaSecret?: string; merchants?: Array<{ id: number; level: 'read' | 'edit' }> };

export async function createUser(db: Db, spec: UserSpec): Promise<number> {
  const user = await db.insertInto('users').values({
    email: spec.email, password_hash: spec.password ? await hashPassword(spec.password) : null, first_name: 'Test', last_name: 'User',
    email_confirmed: true, mfa_secret: spec.mfaSecret ?? null, mfa_enabled: Boolean(spec.mfaSecret), profile_image_id: null,
  }).returning('id').executeTakeFirstOrThrow();
  for (const m of spec.merchants ?? []) {
    await db.insertInto('merchant_users')
      .values(Object.entries(allViews(m.level)).map(([view, level]) => ({ user_id: user.id, merchant_id: m.id, view, level: level! })))
      .execute();
  }
  return user.id;
}

export async function createMerchant(db: Db, name: string, country = 'GE', currencies = ['GEL']): Promise<number> {
  const row = await db.insertInto('merchants').values({
    merchant_id: String(1_000_000 + Math.floor(Math.random() * 8_000_000)), name, url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`,
    company_name: `${name} LLC`, company_id: null, status: 'active', country, currencies: JSON.stringify(currencies),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });
}

/** Last e-mail sent to an address, from the dev mailbox. */
export async function lastMail(client: Client, to: string): Promise<{ subject: string; text: string } | undefined> {
  const res = await client.get(`/dev/mailbox/?to=${encodeURIComponent(to)}`);
  return res.json().data[0];
}

/** Token at the end of the SPA link in a mail text, e.g. /account/confirm/{token}. */
export const tokenFrom = (text: string, route: string) => new RegExp(`${route}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
