// The demo mailbox shows a visitor nothing that is not theirs (docs/decisions.md, 'Demo mailbox'):
// served only when DEMO_MAILBOX=1 opts in (startApp does), never in production or behind a trusted
// proxy (TRUST_PROXY), only while PUBLIC_URL is a loopback address, and only to a connection from a
// loopback address: the socket's address decides, never a forwarded header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../server/app.ts';
import { isLoopbackUrl } from '../../server/public/dev-mailbox.ts';
import { BACKENDS, startApp, type TestApp } from './helpers.ts';

const SECRET_LINK = 'http://localhost:8000/account/reset_password/secret-token';

describe.each(BACKENDS)('demo mailbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    await t.db.insertInto('outbox').values({ to_address: 'victim@test.local', subject: 'Reset your password', body: SECRET_LINK }).execute();
  });
  afterAll(() => t.close());

  const mailbox = (app: TestApp, remoteAddress: string, query = '', headers: Record<string, string> = {}) =>
    app.client().request({ method: 'GET', url: `/api/v2/dev/mailbox/${query}`, remoteAddress, headers });

  it('serves the mail to a loopback client of a loopback PUBLIC_URL (the demo and the e2e tests)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox(t, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({ to: 'victim@test.local', text: SECRET_LINK });
    }
  });

  it('answers 404 and shows nothing to any other client', async () => {
    for (const ip of ['203.0.113.5', '10.0.0.2', '192.168.1.20', '::ffff:10.0.0.2', '2001:db8::1']) {
      const res = await mailbox(t, ip);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret-token');
    }
  });

  it('forwarded headers do not make another client loopback, and a proxy on the machine gets nothing either', async () => {
    const forwarded: Array<Record<string, string>> = [{ 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { via: '1.1 proxy' }];
    for (const headers of forwarded) {
      for (const ip of ['203.0.113.5', '127.0.0.1']) {
        const res = await mailbox(t, ip, '', headers);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('secret-token');
      }
    }
  });

  it.each([
    ['without DEMO_MAILBOX=1', { demoMailbox: false }],
    ['behind one trusted proxy (TRUST_PROXY=1)', { trustProxy: 1 }],
    ['behind a trusted proxy address (TRUST_PROXY=127.0.0.1)', { trustProxy: ['127.0.0.1'] }],
    ['in production', { production: true }],
  ] as const)('is not served %s, even to loopback', async (_, options) => {
    const other = await startApp(backend, options as Partial<AppOptions>);
    try {
      await other.db.insertInto('outbox').values({ to_address: 'victim@test.local', subject: 'Reset', body: SECRET_LINK }).execute();
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Array<Record<string, string>>) {
        const res = await mailbox(other, '127.0.0.1', '', headers);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('secret-token');
      }
    } finally {
      await other.close();
    }
  }, 60_000);

  it('is not served when PUBLIC_URL is a public address, even to loopback (a reverse proxy on the machine)', async () => {
    const pub = await startApp(backend, { publicUrl: 'https://portal.example.com' });
    try {
      await pub.db.insertInto('outbox').values({ to_address: 'victim@test.local', subject: 'Reset', body: SECRET_LINK }).execute();
      const res = await mailbox(pub, '127.0.0.1');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret-token');
    } finally {
      await pub.close();
    }
  });

  it('answers 400, not 500, for a `to` that is not a string', async () => {
    for (const query of ['?to=a@test.local&to=b@test.local', '?to[]=x', '?to[a]=x']) {
      const res = await mailbox(t, '127.0.0.1', query);
      expect(res.statusCode, query).toBeLessThan(500);
      if (res.statusCode !== 200) expect(res.json().error).toEqual([['to', 'Enter a valid email address']]);
    }
    // A repeated key keeps its first value (server/http/query-string.ts): one address's mail.
    const two = await mailbox(t, '127.0.0.1', '?to=a@test.local&to=b@test.local');
    expect(two.statusCode).toBe(200);
  });
});

describe('loopback public URLs', () => {
  it('tells loopback origins from the others', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:3000', 'http://app.localhost']) expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of ['https://portal.example.com', 'http://10.0.0.5:3000', 'http://localhost.evil.com', 'http://127.0.0.1.nip.io', 'not a url']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
