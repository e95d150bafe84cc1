// Starts the portal as a user would (`node server/main.ts` over the built dist/) on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

let server: ChildProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/v2/saas/`, server, 90000);
  project.provide('baseURL', baseURL);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
}
