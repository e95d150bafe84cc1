import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './images.ts';
import { BACKENDS, createUser, startApp, type TestApp } from './helpers.ts';

function localesFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  mkdirSync(join(dir, 'uk'));
  writeFileSync(join(dir, 'uk', 'shell.json'), JSON.stringify({ Home: 'Головна' }));
  writeFileSync(join(dir, 'uk', 'account.json'), JSON.stringify({ 'Sign in': 'Увійти' }));
  writeFileSync(join(dir, 'uk', 'settings.json'), JSON.stringify({ Save: 'Зберегти' }));
  return dir;
}

describe.each(BACKENDS)('brand, localization, personal settings and notifications on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { localesDir: localesFixture() });
    const id = await createUser(t.db, { email: 'me@test.local', password: 'Personal-pass-1' });
    await t.db.insertInto('notifications').values([{ user_id: id, title: 'A', text: 'first' }, { user_id: id, title: 'B', text: 'second' }]).execute();
  });
  afterAll(() => t.close());

  it('GET /saas/ returns the brand settings', async () => {
    const res = (await t.client().get('/saas/')).json();
    expect(Object.keys(res).sort()).toEqual(['cookies_domain', 'id', 'marketing_data', 'menu_config', 'region_langs', 'support_email']);
    expect(res.marketing_data.google).toHaveProperty('gtm_code');
  });

  it('GET /localization/get/ returns the namespaces of a language, narrowed by route', async () => {
    const all = (await t.client().get('/localization/get/?lang=uk')).json();
    expect(all).toEqual({ lang: 'uk', messages: { account: { 'Sign in': 'Увійти' }, settings: { Save: 'Зберегти' }, shell: { Home: 'Головна' } } });
    const narrowed = (await t.client().get('/localization/get/?lang=uk&route=/account/login')).json();
    expect(Object.keys(narrowed.messages).sort()).toEqual(['account', 'shell']);
    expect((await t.client().get('/localization/get/?lang=../../etc')).json()).toEqual({ lang: 'en', messages: {} });
  });

  it('reads and saves personal settings with form validation', async () => {
    const c = t.client();
    await c.login('me@test.local', 'Personal-pass-1');
    expect((await c.get('/settings/personal/')).json()).toEqual({ first_name: 'Test', last_name: 'User', lang: 'en', phone: '', profile_image: null });
    const saved = await c.post('/settings/personal/', { first_name: 'Mia', last_name: 'Me', lang: 'uk', phone: '+995555123456' });
    expect(saved.json()).toEqual({ first_name: 'Mia', last_name: 'Me', lang: 'uk', phone: '+995555123456', profile_image: null });
    const bad = await c.post('/settings/personal/', { first_name: 'Mia', last_name: 'Me', lang: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error[0][0]).toBe('lang');
  });

  it('lists notifications with the unread count and marks one read', async () => {
    const c = t.client();
    await c.login('me@test.local', 'Personal-pass-1');
    const list = (await c.get('/account/push/web/')).json();
    expect(list.unread).toBe(2);
    expect(list.data[0]).toMatchObject({ title: 'B', read: false });
    expect((await c.post(`/account/push/web/approve/${list.data[0].id}/`)).json()).toEqual({});
    expect((await c.get('/account/push/web/')).json().unread).toBe(1);
    expect((await c.post('/account/push/web/approve/999999/')).statusCode).toBe(404);
  });

  it('stores feedback and a profile image (served back to its owner only)', async () => {
    const c = t.client();
    await c.login('me@test.local', 'Personal-pass-1');
    expect((await c.post('/account/feedback/', { message: 'Nice portal', rating: 5 })).json()).toEqual({});
    const boundary = '----test';
    const image = png(300, 300);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      image, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await c.request({ method: 'POST', url: '/api/v2/settings/profile_image/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(200);
    const { url } = up.json();
    const img = await c.request({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(image)).toBe(true);
    expect((await t.client().request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('the dev mailbox is not served in production', async () => {
    const prod = await startApp(backend === 'pglite' ? 'pglite' : 'postgres', { production: true });
    try {
      expect((await prod.client().get('/dev/mailbox/')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
