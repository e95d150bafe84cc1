// A copy of the project in a temporary folder, edited as an analyst would edit it (JSON files only),
// then checked, built and started like `npm start`: what the analysts' guide promises is what this
// copy shows. node_modules is linked, not copied.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForServer } from '../server-process';

const ROOT = resolve(import.meta.dirname, '../../..');
/** What a fresh clone has, without the outputs of earlier builds and runs. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git', '.generated', '.bench', 'test-results', '.tmp']);

export interface ProjectCopy {
  dir: string;
  /** Reads, changes and writes back a JSON file of the copy (path relative to the project root). */
  editJson<T>(path: string, change: (json: T) => T | void): void;
  readJson<T>(path: string): T;
  /** Writes a new JSON file into the copy. */
  writeJson(path: string, json: unknown): void;
  /** `npm run schemas:check` in the copy: its exit code and output. */
  check(): { ok: boolean; output: string };
  /** gen + build, then the server on a free port with fresh demo data; answers its base URL. */
  start(): Promise<string>;
  remove(): Promise<void>;
}

function run(dir: string, command: string, args: string[]): { ok: boolean; output: string } {
  const done = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { ok: done.status === 0, output: `${done.stdout ?? ''}${done.stderr ?? ''}` };
}

export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'walkthrough-'));
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !SKIPPED.has(src.slice(ROOT.length + 1).split('/')[0]) });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  let server: ChildProcess | undefined;
  return {
    dir,
    editJson<T>(path: string, change: (json: T) => T | void) {
      const json = this.readJson<T>(path);
      this.writeJson(path, change(json) ?? json);
    },
    readJson: <T>(path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T,
    writeJson(path: string, json: unknown) {
      writeFileSync(join(dir, path), `${JSON.stringify(json, null, 2)}\n`);
    },
    check: () => run(dir, process.execPath, ['--import', 'tsx', 'scripts/schemas-check.ts']),
    async start() {
      for (const [command, args] of [
        [process.execPath, ['--import', 'tsx', 'scripts/gen.ts']],
        [process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error']],
      ] as const) {
        const step = run(dir, command, [...args]);
        if (!step.ok) throw new Error(`${args.join(' ')} failed in the copy:\n${step.output}`);
      }
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: dir,
        env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'test', DATABASE_URL: '', PUBLIC_URL: baseURL },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForServer(`${baseURL}/api/v2/saas/`, server, 120000);
      return baseURL;
    },
    async remove() {
      if (server && server.exitCode === null) {
        const exited = new Promise((r) => server!.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
