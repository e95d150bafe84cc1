// A fresh headless Chromium page per test file, with the flags this sandbox needs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../support/chromium';

export const baseURL = (): string => inject('baseURL');

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<Session> {
  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { browser, context, page, close: () => browser.close() };
}

/**
 * The browser of one test file: opened before its tests (then `ready`, e.g. a sign-in, runs on
 * it) and closed after them. Its fields are read inside tests and hooks, once it is open.
 */
export function setupE2E(ready?: (session: Session) => Promise<void>): Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openBrowser();
    await ready?.(session);
  });
  afterAll(async () => {
    await session?.close();
  });
  const open = (): Session => {
    if (!session) throw new Error('setupE2E: the browser opens in beforeAll; read it inside a test or a hook');
    return session;
  };
  return {
    get browser() { return open().browser; },
    get context() { return open().context; },
    get page() { return open().page; },
    close: () => open().close(),
  };
}
