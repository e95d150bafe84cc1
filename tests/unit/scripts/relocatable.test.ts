// The compiled server is relocatable (scripts/build-server.mjs): built in one folder, copied to another,
// it reads the second folder's files. A checkout (without node_modules, linked instead) is copied to a
// temporary folder and compiled there, that folder is copied again, a list file is changed in the
// second copy only, and the second copy's server must serve the change.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/server-process.ts';

const ROOT = join(import.meta.dirname, '../../..');
// Not needed to build or run the server (node_modules is linked).
const LEFT_OUT = ['node_modules', '.git', 'dist', 'tests', 'docs', 'data', '.tmp', '.bench', 'test-results'];
const LIST_FILE = 'schemas/lists/payments.json';

/** Copies the checkout at `from` to `to`, leaving out LEFT_OUT and `also`. */
function copyCheckout(from: string, to: string, also: string[] = []): void {
  const leftOut = new Set([...LEFT_OUT, ...also]);
  cpSync(from, to, {
    recursive: true,
    filter: (path) => {
      const top = relative(from, path).split(sep)[0];
      return !leftOut.has(top) && !top.startsWith('.tmp-');
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** Every file under `dir`, with its text. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({ path: join(e.parentPath, e.name), text: readFileSync(join(e.parentPath, e.name), 'utf8') }));

describe('compiled server built in one folder, run from a copy', () => {
  const temp = mkdtempSync(join(tmpdir(), 'relocatable-'));
  const built = join(temp, 'built');
  const copy = join(temp, 'copy');

  beforeAll(() => {
    copyCheckout(ROOT, built, ['dist-server']); // the test's build, not the checkout's
    const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: built, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
    copyCheckout(built, copy);
  }, 120_000);

  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('holds no absolute path of the folder it was built in', () => {
    const outputs = filesUnder(join(built, 'dist-server'));
    expect(outputs.map((f) => relative(built, f.path)).sort()).toEqual(
      ['main.js', 'pglite-worker.js', 'xlsx-thread.js'].flatMap((f) => [`dist-server/${f}`, `dist-server/${f}.map`]).sort(),
    );
    expect(outputs.filter((f) => f.text.includes(built)).map((f) => f.path)).toEqual([]);
    expect(outputs.filter((f) => f.text.includes(ROOT)).map((f) => f.path)).toEqual([]);
  });

  it("serves the copy's list file, changed after the build", async () => {
    // The build folder keeps 'Amount': a server reading it instead of the copy would answer that.
    const list = JSON.parse(readFileSync(join(copy, LIST_FILE), 'utf8')) as { columns: Array<{ field: string; label: string }> };
    list.columns.find((c) => c.field === 'amount')!.label = 'Sum charged';
    writeFileSync(join(copy, LIST_FILE), JSON.stringify(list));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: copy,
      env: {
        ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), IDENTITY_PORT: String(await freePort()),
        PGLITE_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      let csrf: Response | undefined;
      while (!csrf) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
        csrf = await fetch(`${base}/api/v2/account/check_auth/`).catch(() => undefined);
        if (!csrf) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const token = /csrftoken=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')![1];
      const login = await fetch(`${base}/api/v2/account/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
        body: JSON.stringify({ email: 'demo@merchant.test', password: 'Demo-merchant-1' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).concat(`csrftoken=${token}`).join('; ');

      const get = async (path: string) => {
        const reply = await fetch(`${base}/api/v2${path}`, { headers: { cookie } });
        expect(reply.status).toBe(200);
        return reply.json();
      };
      const merchants = (await get('/settings/merchants/')) as { data: Array<{ id: number }> };
      const payments = (await get(`/merchant/transactions/payments/?merchant=${merchants.data[0].id}`)) as { fields: Array<{ name: string; label: string }> };
      expect(payments.fields.find((f) => f.name === 'amount')?.label).toBe('Sum charged');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
