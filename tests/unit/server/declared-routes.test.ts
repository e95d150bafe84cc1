// Start-up refuses an endpoint file and handlers that disagree, naming each side (issue 26 must-show 1).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buttonHandlers } from '../../../server/buttons/handlers.ts';
import { handlerModules } from '../../../server/handlers.ts';
import { listSources } from '../../../server/lists/sources.ts';
import type { Db } from '../../../server/db/connect.ts';
import { fastifyPath, refuseUndeclaredRoutes, registerDeclaredRoutes } from '../../../server/http/declared-routes.ts';
import type { CallDeps, HandlerModule } from '../../../server/http/handler-types.ts';

const deps = { publicUrl: 'http://localhost:3000', lists: [] } as unknown as CallDeps;
const db = {} as Db;
const NO_LISTS = new Set<string>();

/** The buttons module with its handlers changed by `edit`. */
function buttons(edit: (handlers: Record<string, unknown>) => void): HandlerModule {
  return {
    group: 'buttons',
    make: (d) => {
      const handlers = buttonHandlers.make(d) as Record<string, unknown>;
      edit(handlers);
      return handlers as ReturnType<HandlerModule['make']>;
    },
  };
}

const register = (modules: HandlerModule[], root?: string) => () =>
  registerDeclaredRoutes(Fastify(), db, deps, modules, NO_LISTS, root);

describe('routes from the endpoint files', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('registers every call of every module at the path of its file', async () => {
    const app = Fastify();
    registerDeclaredRoutes(app, db, deps, handlerModules, new Set(listSources.flatMap((s) => s.tabs.map((t) => t.endpoint))));
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/merchant/payment-solutions/buttons/:merchant/create/' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/merchant/payment-solutions/buttons/:merchant/qr/:id/plain/download/' })).toBe(true);
    expect(fastifyPath('/a/{merchant}/b/{id}/')).toBe('/a/:merchant/b/:id/');
  });

  it('refuses a call without a handler and a handler without a call, naming both', () => {
    const drifted = buttons((h) => {
      delete h.info;
      h.bogus = () => ({});
    });
    expect(register([drifted])).toThrow(/handler buttons\.bogus \(server\/handlers\.ts\) has no call in schemas\/endpoints\/buttons\.json/);
    expect(register([drifted])).toThrow(
      /call buttons\.info \(GET \/merchant\/payment-solutions\/buttons\/\{merchant\}\/info\/\{id\}\/\) of schemas\/endpoints\/buttons\.json has no handler/,
    );
  });

  it('refuses a handler for a call the lists engine serves, and one bound twice', () => {
    const withList = buttons((h) => {
      h.list ??= () => ({});
    });
    expect(() => registerDeclaredRoutes(Fastify(), db, deps, [withList], new Set(['buttons.list'])))
      .toThrow(/handler buttons\.list: the lists engine serves this call/);
    expect(register([buttonHandlers, buttonHandlers])).toThrow(/handler buttons\.info is bound twice/);
  });

  it('refuses a served call that names no access', () => {
    const root = mkdtempSync(join(tmpdir(), 'declared-'));
    copies.push(root);
    cpSync('schemas', join(root, 'schemas'), { recursive: true });
    const file = join(root, 'schemas/endpoints/buttons.json');
    const group = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: Record<string, { access?: unknown }> };
    delete group.endpoints.clone.access;
    writeFileSync(file, JSON.stringify(group));
    expect(register([buttonHandlers], root)).toThrow(/call buttons\.clone of schemas\/endpoints\/buttons\.json names no access/);
  });

  it('refuses a route under the API that no endpoint or list file declares', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      refuseUndeclaredRoutes(api);
      expect(() => api.get('/hand-written/', async () => ({}))).toThrow(/GET \/api\/v2\/hand-written\/: no endpoint file .* or list file .* declares this route/);
      api.get('/from-a-list-file/', { config: { listFile: 'payments' } }, async () => ({}));
    }, { prefix: '/api/v2' });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/v2/from-a-list-file/' })).toBe(true);
  });
});
