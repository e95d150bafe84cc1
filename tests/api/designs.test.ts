// Checkout design calls (spec 001 s.4, s.7 "Designs"): create, read, save (in place and as a copy),
// activate with the stand-in review, clone, remove, bulk status, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BACKENDS, createUser, type Client } from './helpers.ts';
import { START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const B = '/merchant/payment-solutions';

const CONFIG = {
  options: {
    methods: ['card', 'google_pay'], methods_disabled: ['google_pay'], show_menu_first: true, local_methods_icons: ['privat24'], card_icons: ['visa'],
    banklinks_eu_icons: [], loans_icons: [], countries: ['UA', 'GE'], default_country: 'UA', theme: { type: 'dark', preset: 'gradient' }, layout: 'plain',
    logo_url: 'https://cdn.example/logo.png', show_email: false, show_pay_button_amount: true, disable_request: false,
  },
  messages: { en: { title: 'Coffee beans', description: 'Fresh', pay_button: 'Buy' }, uk: { title: 'Кава' } },
  params: { amount: '12.50', currency: 'GEL' },
  css_variable: { border_radius: 12, main: '#D94343' },
};

describe.each(BACKENDS)('designs on %s', (backend) => {
  let w: World;
  let newcomer: Client;
  beforeAll(async () => {
    w = await startWorld(backend);
    await createUser(w.db, { email: 'newcomer@test.local', password: 'Secret-pass-123' });
    newcomer = w.client();
    await newcomer.login('newcomer@test.local', 'Secret-pass-123');
  }, START_TIMEOUT);
  afterAll(async () => w?.close());

  const create = (c: Client, merchant = w.merchant, body: Record<string, unknown> = { name: 'Shop' }) => c.post(`${B}/${merchant}/design/create/`, body);
  const save = (c: Client, hash: string, body: Record<string, unknown>, merchant = w.merchant) => c.post(`${B}/${merchant}/design/hash/${hash}/`, body);
  const make = async () => (await create(w.owner)).json() as { id: number; hash: string; status: string };
  /** The stand-in review is due now: the next read sees it finished. */
  const finishReview = (id: number) => w.db.updateTable('designs' as never).set({ review_due_at: sql`now() - interval '1 second'` } as never).where('id' as never, '=', id as never).execute();

  it('create from a template, read, list, templates and config', async () => {
    const templates = await w.owner.get(`${B}/${w.merchant}/design/templates/`);
    expect(templates.statusCode).toBe(200);
    expect(templates.json().choices.map((c: { label: string }) => c.label)).toEqual(['Light', 'Dark', 'Plain']);
    const dark = templates.json().choices[1].value;
    const res = await create(w.owner, w.merchant, { name: 'Evening', comment: 'for the bar', template: dark });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ name: 'Evening', comment: 'for the bar', status: 'draft', valid: true, can_edit: true, can_activate: true, merchant: w.merchant });
    expect(d.hash).toMatch(/^[0-9a-f]{24}$/);
    expect(d.configuration.options.theme).toEqual({ type: 'dark', preset: 'gradient' });
    expect(d.configuration.params).toEqual({ amount: '100.00', currency: 'GEL' });
    expect(d.source_code_html).toContain('data-slot="title"');
    const got = await w.owner.get(`${B}/${w.merchant}/design/hash/${d.hash}/`);
    expect(got.json()).toMatchObject({ id: d.id, name: 'Evening' });
    const list = await w.owner.get(`${B}/design/list/?merchant_id=${w.merchant}`);
    expect(list.json().data.map((r: { hash: string }) => r.hash)).toContain(d.hash);
    expect(list.json().merchants).toEqual([{ value: w.merchant, label: 'Tbilisi Coffee' }]);
    const all = await w.viewer.get(`${B}/design/list/`);
    expect(all.json().data[0]).toMatchObject({ can_edit: false, can_activate: false });
    // List-level: the reader is offered no 'New design', the owner is.
    expect(all.json().can_edit).toBe(false);
    expect(list.json().can_edit).toBe(true);
    const config = await w.owner.get(`${B}/${w.merchant}/design/config/`);
    expect(config.json()).toMatchObject({ refresh_interval: 1200, device_widths: { desktop: 1200, mobile: 360 }, preview_url: '/api/v2/merchant/payment-solutions/design/preview/' });
  });

  it('the lists are the lists engine\'s: keyset pages newest first with a cached count; merchant_id narrows; the merchant\'s list by its path', async () => {
    const made: string[] = [];
    for (let i = 0; i < 6; i++) made.push((await make()).hash);
    // The stranger's own design: never in the owner's lists.
    const theirs = (await create(w.stranger, w.foreignMerchant)).json().hash as string;
    for (const url of [`${B}/design/list/?limit=5`, `${B}/design/list/?limit=5&merchant_id=${w.merchant}`, `${B}/${w.merchant}/design/list/?limit=5`]) {
      const first = await w.owner.get(url);
      expect(first.statusCode, `${url} ${first.body}`).toBe(200);
      const one = first.json();
      expect(one.data.slice(0, 5).map((r: { hash: string }) => r.hash), url).toEqual([...made].reverse().slice(0, 5));
      expect(one.paginator).toMatchObject({ page: 1, limit: 5, count_exact: true, prev_cursor: null });
      expect(one.paginator.count).toBeGreaterThanOrEqual(6);
      const second = (await w.owner.get(`${url}&cursor=${encodeURIComponent(one.paginator.next_cursor)}`)).json();
      expect(second.paginator.page).toBe(2);
      expect(second.data[0].hash).toBe(made[0]);
      const all = [...one.data, ...second.data].map((r: { hash: string }) => r.hash);
      expect(new Set(all).size).toBe(all.length);
      expect(all).not.toContain(theirs);
    }
    // The rows are the design calls' rows.
    const row = (await w.owner.get(`${B}/${w.merchant}/design/list/?limit=5`)).json().data[0];
    expect(row).toMatchObject({ hash: made[5], merchant: w.merchant, merchant_name: 'Tbilisi Coffee', status: 'draft', valid: true, progress: 0, can_edit: true, can_activate: true, preview_amount: '100.00' });
    // The merchant's list: a reader sees it read-only, another merchant's user gets 404; merchant_id of a merchant the user lacks: 404.
    const read = (await w.viewer.get(`${B}/${w.merchant}/design/list/`)).json();
    expect(read.can_edit).toBe(false);
    expect(read.data[0]).toMatchObject({ can_edit: false, can_activate: false });
    expect((await w.stranger.get(`${B}/${w.merchant}/design/list/`)).statusCode).toBe(404);
    expect((await w.owner.get(`${B}/design/list/?merchant_id=${w.foreignMerchant}`)).statusCode).toBe(404);
    expect((await w.stranger.get(`${B}/design/list/`)).json().data.map((r: { hash: string }) => r.hash)).toEqual([theirs]);
  });

  it('save a draft in place: configuration as a JSON string, amount stored in minor units', async () => {
    const d = await make();
    const res = await save(w.owner, d.hash, { name: 'Renamed', comment: 'c', configuration: JSON.stringify(CONFIG) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hash: d.hash, name: 'Renamed', preview_amount: '12.50', preview_currency: 'GEL' });
    expect(res.json().configuration).toEqual(CONFIG);
    const row = await w.db.selectFrom('designs' as never).select(['preview_amount' as never]).where('id' as never, '=', d.id as never).executeTakeFirstOrThrow();
    expect(Number((row as { preview_amount: string }).preview_amount)).toBe(1250);
  });

  it('activate: pending until the review finishes, then active; a save of an active or pending design makes a copy', async () => {
    const d = await make();
    const act = await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/activate/`);
    expect(act.statusCode).toBe(200);
    expect(act.json()).toMatchObject({ status: 'pending_activation', valid: false, can_activate: false });
    expect((await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/activate/`)).json()).toEqual({ error: 'The design is already waiting for activation' });
    const copyOfPending = await save(w.owner, d.hash, { name: 'Copy of pending', configuration: JSON.stringify(CONFIG) });
    expect(copyOfPending.json()).toMatchObject({ status: 'draft', name: 'Copy of pending' });
    expect(copyOfPending.json().hash).not.toBe(d.hash);
    const polled = await w.owner.post(`${B}/design/bulk_status/`, { design_ids: [d.id] });
    expect(polled.json().data).toEqual([expect.objectContaining({ id: d.id, status: 'pending_activation', valid: false })]);
    await finishReview(d.id);
    expect((await w.owner.post(`${B}/design/bulk_status/`, { design_ids: [d.id] })).json().data[0]).toMatchObject({ status: 'active', valid: true, progress: 100 });
    expect((await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/activate/`)).json()).toEqual({ error: 'The design is already active' });
    const copy = await save(w.owner, d.hash, { name: 'Edited', configuration: JSON.stringify(CONFIG) });
    expect(copy.json()).toMatchObject({ status: 'draft', name: 'Edited' });
    expect(copy.json().hash).not.toBe(d.hash);
    expect((await w.owner.get(`${B}/${w.merchant}/design/hash/${d.hash}/`)).json()).toMatchObject({ status: 'active', name: 'Shop' });
    // A second activation replaces the default: one active design per merchant.
    const other = await make();
    await w.owner.post(`${B}/${w.merchant}/design/hash/${other.hash}/activate/`);
    await finishReview(other.id);
    const states = (await w.owner.post(`${B}/design/bulk_status/`, { design_ids: [d.id, other.id] })).json().data;
    expect(Object.fromEntries(states.map((s: { id: number; status: string }) => [s.id, s.status]))).toEqual({ [d.id]: 'inactive', [other.id]: 'active' });
  });

  it('clone and remove', async () => {
    const d = await make();
    const clone = await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/clone/`);
    expect(clone.json()).toMatchObject({ name: 'Shop (copy)', status: 'draft' });
    const removed = await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/remove/`);
    expect(removed.json()).toEqual({ message: 'Design deleted' });
    expect((await w.owner.get(`${B}/${w.merchant}/design/hash/${d.hash}/`)).statusCode).toBe(404);
  });

  it('bad save bodies: 400 naming the field', async () => {
    const d = await make();
    const bad = async (body: Record<string, unknown>) => {
      const res = await save(w.owner, d.hash, body);
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect(await bad({ name: 'x', configuration: '{not json' })).toEqual([['configuration', 'The configuration is not valid JSON']]);
    expect(await bad({ name: 'x', configuration: { options: {} } })).toEqual([['configuration', 'The configuration must be a JSON string']]);
    expect(await bad({ name: 'x', configuration: '[1]' })).toEqual([['configuration', 'The configuration must be a JSON object']]);
    expect(await bad({ name: 'x', configuration: JSON.stringify({ ...CONFIG, script: '<x>' }) })).toEqual([['configuration.script', 'This field is not part of the form']]);
    const theme = await bad({ name: 'x', configuration: JSON.stringify({ ...CONFIG, options: { ...CONFIG.options, theme: { type: 'neon', preset: 'solid' } } }) });
    expect(theme[0][0]).toBe('configuration.options.theme.type');
    const colour = await bad({ name: 'x', configuration: JSON.stringify({ ...CONFIG, css_variable: { border_radius: 12, main: 'red;}' } }) });
    expect(colour).toEqual([['configuration.css_variable.main', 'field must match pattern']]);
    const amount = await bad({ name: 'x', configuration: JSON.stringify({ ...CONFIG, params: { amount: '12.345', currency: 'GEL' } }) });
    expect(amount).toEqual([['configuration.params.amount', 'field must be amount']]);
    expect(await bad({ name: '', configuration: JSON.stringify(CONFIG) })).toEqual([['name', 'field is required']]);
    expect(await bad({ name: 'x', configuration: JSON.stringify(CONFIG), extra: 1 })).toEqual([['extra', 'This field is not part of the form']]);
    expect((await w.owner.post(`${B}/design/bulk_status/`, { design_ids: 'all' })).json()).toEqual({ error: [['design_ids', 'Send a list of 1 to 100 design ids']] });
    expect((await create(w.owner, w.merchant, { name: 'x', template: 999 })).json()).toEqual({ error: [['template', 'Select a valid choice']] });
  });

  it('refusals: signed out, CSRF, foreign merchant, read-only user, demo mode, unknown hash', async () => {
    const d = await make();
    const anon = await w.client().prime();
    expect((await anon.get(`${B}/design/list/`)).statusCode).toBe(401);
    expect((await anon.get(`${B}/${w.merchant}/design/hash/${d.hash}/`)).statusCode).toBe(401);
    expect((await anon.post(`${B}/design/bulk_status/`, { design_ids: [d.id] })).statusCode).toBe(401);
    expect((await w.owner.post(`${B}/${w.merchant}/design/hash/${d.hash}/activate/`, {}, false)).statusCode).toBe(403);
    expect((await w.owner.post(`${B}/${w.merchant}/design/create/`, { name: 'x' }, 'wrong')).statusCode).toBe(403);
    // Another merchant's user: 404 on every call, and the design is not in their bulk status.
    for (const res of [
      await w.stranger.get(`${B}/${w.merchant}/design/hash/${d.hash}/`),
      await w.stranger.get(`${B}/design/list/?merchant_id=${w.merchant}`),
      await w.stranger.get(`${B}/${w.merchant}/design/templates/`),
      await w.stranger.post(`${B}/${w.merchant}/design/hash/${d.hash}/remove/`),
      await save(w.stranger, d.hash, { name: 'x', configuration: JSON.stringify(CONFIG) }),
      // The hash under the stranger's own merchant: still not theirs.
      await w.stranger.get(`${B}/${w.foreignMerchant}/design/hash/${d.hash}/`),
    ]) expect(res.statusCode).toBe(404);
    expect((await w.stranger.post(`${B}/design/bulk_status/`, { design_ids: [d.id] })).json()).toEqual({ data: [] });
    // Read-only user: sees, cannot change.
    expect((await w.viewer.get(`${B}/${w.merchant}/design/hash/${d.hash}/`)).json()).toMatchObject({ can_edit: false, can_activate: false });
    for (const res of [
      await create(w.viewer),
      await save(w.viewer, d.hash, { name: 'x', configuration: JSON.stringify(CONFIG) }),
      await w.viewer.post(`${B}/${w.merchant}/design/hash/${d.hash}/activate/`),
      await w.viewer.post(`${B}/${w.merchant}/design/hash/${d.hash}/clone/`),
      await w.viewer.post(`${B}/${w.merchant}/design/hash/${d.hash}/remove/`),
    ]) expect(res.json()).toEqual({ error: 'Permission denied' });
    // No merchant at all: demo mode.
    for (const res of [
      await newcomer.get(`${B}/design/list/`),
      await create(newcomer),
      await newcomer.post(`${B}/design/bulk_status/`, { design_ids: [d.id] }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    }
    expect((await w.owner.get(`${B}/${w.merchant}/design/hash/${'0'.repeat(24)}/`)).statusCode).toBe(404);
    expect((await w.owner.get(`${B}/${w.merchant}/design/hash/not-a-hash/`)).statusCode).toBe(404);
  });

  it('the preview frame: its own CSP (one hashed script, framed by the portal only)', async () => {
    const res = await w.owner.get(`${B}/design/preview/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; .*frame-ancestors 'self'/);
    expect(res.body).toContain("e.origin!==portal");
  });
});
