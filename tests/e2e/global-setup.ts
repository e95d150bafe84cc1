// Starts the portal as a user would (`node server/main.ts` over the built dist/) on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: ChildProcess | undefined;
let distCopy: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  // E2E_BASE_URL: run against a server that is already up (state from earlier runs stays).
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/+$/, ''));
    return;
  }
  const port = await freePort();
  // The stand-in identity provider starts beside the portal: its own free port, another origin.
  const identityPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The server serves a snapshot of dist/: the static files are listed at start, so a `vite build`
  // run by someone else in the same tree during this run would otherwise break every page.
  distCopy = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  cpSync('dist', distCopy, { recursive: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // PUBLIC_URL: links in e-mails (demo mailbox) must point at the origin the browser uses, or the
    // session cookie of 127.0.0.1 is not sent when a test follows them.
    env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'test', DATABASE_URL: '', PUBLIC_URL: baseURL, DIST_DIR: distCopy,
      IDENTITY_PORT: String(identityPort), IDENTITY_URL: '',
      // A button's server callback reaches a receiver the test runs on this machine (payables-loop.e2e.ts).
      CALLBACK_ALLOW_HOSTS: '127.0.0.1',
      // The sign-up and invitation walk-throughs follow links from the demo mailbox (an explicit opt-in).
      DEMO_MAILBOX: '1', TRUST_PROXY: '' },
    // The request log (stdout) would drown the test report; errors (stderr) still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/v2/saas/`, server, 90000);
  project.provide('baseURL', baseURL);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
}
