// LANDINGS_HOST: published landings are served on a host of their own at /{alias}, with the pay
// button absolute to the portal; /l/{alias} keeps working; the portal's own host does not serve /{alias}.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMerchant, startApp, PUBLIC_URL, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  process.env.LANDINGS_HOST = 'pages.example.test';
  t = await startApp('pglite');
  const merchant = await createMerchant(t.db, 'Host Shop', 'GE', ['GEL']);
  await t.db.insertInto('landings').values({
    merchant_id: merchant, type: 'products', name: 'Mugs', alias: 'mugs', language: 'en', status: 'published',
    settings: JSON.stringify({ title: 'Mugs' }), finance: JSON.stringify({ currency: 'GEL', amount_type: 'fixed', amount_minor: 1500, payment_description: 'Mug' }),
    steps_done: JSON.stringify(['settings', 'finance', 'contacts']),
  }).execute();
}, 240_000);
afterAll(async () => {
  delete process.env.LANDINGS_HOST;
  await t?.close();
});

it('serves the page on LANDINGS_HOST at /{alias} with an absolute pay button', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/mugs', headers: { host: 'pages.example.test' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`href="${PUBLIC_URL}/checkout/landing/mugs"`);
  expect(page.body).toContain('15.00 GEL');
  expect((await t.app.inject({ method: 'GET', url: '/l/mugs' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/nope', headers: { host: 'pages.example.test' } })).statusCode).toBe(404);
});
