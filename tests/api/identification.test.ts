// Identification (issue 11 item 5): terms, the stand-in provider's session, the redirect call, the
// step's submission (passed and failed), invitations, refusals, and the frame's origin rules.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentityProvider } from '../../server/identity-provider/app.ts';
import { TEST_DOCUMENTS } from '../../server/identity-provider/sessions.ts';
import { httpIdentityProvider } from '../../server/identity/provider.ts';
import { FAILED_MESSAGE, NOT_FOUND_MESSAGE } from '../../server/identity/handlers.ts';
import { identificationDone } from '../../server/identity/state.ts';
import { freePort } from '../e2e/server-process.ts';
import { BACKENDS, createMerchant, createUser, lastMail, PUBLIC_URL, startApp, tokenFrom, type Client, type TestApp } from './helpers.ts';

const API_KEY = 'test-identity-key';
const base = (m: number) => `/merchant/onboarding/${m}/identification`;

/** What the person does in the frame: the document step, then the selfie step. */
async function passFrame(frameUrl: string, documentNumber: string): Promise<{ document: Response; selfie?: Response }> {
  const post = (step: string, body: object) => fetch(`${frameUrl}/${step}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const document = await post('document', { document_number: documentNumber });
  if (!document.ok) return { document };
  return { document, selfie: await post('selfie', {}) };
}

describe.each(BACKENDS)('identification (%s)', (backend) => {
  let provider: FastifyInstance;
  let providerUrl: string;
  let t: TestApp;
  let merchant: number;
  let other: number;
  let owner: Client;
  let viewer: Client;
  let stranger: Client;

  beforeAll(async () => {
    // The stand-in keeps its sessions in the portal's database; frame_url names the address it listens on.
    const port = await freePort();
    providerUrl = `http://127.0.0.1:${port}`;
    t = await startApp(backend, { identity: httpIdentityProvider(providerUrl, API_KEY) });
    provider = await buildIdentityProvider({ db: t.db, portalOrigin: PUBLIC_URL, apiKey: API_KEY, publicUrl: providerUrl });
    await provider.listen({ port, host: '127.0.0.1' });
    merchant = await createMerchant(t.db, 'Identity Shop');
    other = await createMerchant(t.db, 'Other Shop');
    await createUser(t.db, { email: 'owner@id.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@id.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@id.test', password: 'secret-pass-1', merchants: [{ id: other, level: 'edit' }] });
    await createUser(t.db, { email: 'nomerchant@id.test', password: 'secret-pass-1' });
    owner = t.client();
    viewer = t.client();
    stranger = t.client();
    await owner.login('owner@id.test', 'secret-pass-1');
    await viewer.login('viewer@id.test', 'secret-pass-1');
    await stranger.login('stranger@id.test', 'secret-pass-1');
  });
  afterAll(async () => {
    await provider.close();
    await t.close();
  });

  it('refuses the signed-out (401), a foreign merchant (404), a user without merchants (409) and a missing CSRF token (403)', async () => {
    const anon = await t.client().prime();
    expect((await anon.get(`${base(merchant)}/`)).statusCode).toBe(401);
    expect((await anon.post(`${base(merchant)}/terms/approve/`, { approve: true })).statusCode).toBe(401);
    expect((await anon.get(`/ext/identomat/redirect/?session_token=x`)).statusCode).toBe(401);
    for (const path of ['/', '/terms/view/']) expect((await stranger.get(`${base(merchant)}${path}`)).json()).toEqual({ error: 'Not found' });
    expect((await stranger.post(`${base(merchant)}/`, {})).statusCode).toBe(404);
    expect((await stranger.post(`${base(merchant)}/terms/approve/`, { approve: true })).statusCode).toBe(404);
    expect((await stranger.post(`${base(merchant)}/invite/`, { email: 'x@id.test' })).statusCode).toBe(404);
    expect((await owner.get(`${base(999_999)}/`)).statusCode).toBe(404);
    expect((await owner.get('/merchant/onboarding/abc/identification/')).statusCode).toBe(404);
    const newcomer = t.client();
    await newcomer.login('nomerchant@id.test', 'secret-pass-1');
    expect((await newcomer.get(`${base(merchant)}/`)).json()).toMatchObject({ demo_mode: true });
    expect((await owner.post(`${base(merchant)}/terms/approve/`, { approve: true }, false)).statusCode).toBe(403);
  });

  it('starts not started, with the provider origin the frame must come from', async () => {
    const res = await owner.get(`${base(merchant)}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'not_started', done: false, terms_approved: false, frame_origin: providerUrl, session_token: null, frame_url: null });
  });

  it('the portal may frame the provider origin and nothing else; the provider may be framed by the portal only', async () => {
    const csp = String((await owner.get(`${base(merchant)}/`)).headers['content-security-policy']);
    expect(csp).toContain(`frame-src 'self' ${providerUrl};`);
    expect(csp).toContain("frame-ancestors 'none'");
    const start = await (await fetch(`${providerUrl}/api/sessions`, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' }, body: '{"reference":"r"}' })).json();
    const page = await fetch(start.frame_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PUBLIC_URL};`);
    expect(await page.text()).toContain(`data-portal-origin="${PUBLIC_URL}"`);
    expect((await fetch(`${providerUrl}/session/unknown`)).status).toBe(404);
    for (const token of ['%00', 'x'.repeat(31) + '%00', encodeURIComponent("' or 1=1 --")]) {
      expect((await fetch(`${providerUrl}/session/${token}`)).status).toBe(404);
      expect((await fetch(`${providerUrl}/session/${token}/selfie`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
    }
    // The health route: its name for a balancer's check; with the key, the settings start.ts compares.
    expect(await (await fetch(`${providerUrl}/api/health`)).json()).toEqual({ service: 'identity-standin' });
    expect(await (await fetch(`${providerUrl}/api/health`, { headers: { authorization: `Bearer ${API_KEY}` } })).json())
      .toEqual({ service: 'identity-standin', public_url: providerUrl, portal_origin: PUBLIC_URL });
    expect((await fetch(`${providerUrl}/api/health`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    // The provider's own API wants its key.
    expect((await fetch(`${providerUrl}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reference":"r"}' })).status).toBe(401);
    expect((await fetch(`${providerUrl}/api/sessions/${start.session_token}`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('refuses to start before the terms are approved; terms view and approve', async () => {
    expect((await owner.post(`${base(merchant)}/`, {})).json()).toEqual({ error: 'Approve the identification terms first.' });
    const terms = (await owner.get(`${base(merchant)}/terms/view/`)).json();
    expect(terms).toMatchObject({ version: 1, title: 'Identification terms', approved: false, approved_at: null });
    expect(terms.text).toContain('selfie');
    const refused = await owner.post(`${base(merchant)}/terms/approve/`, { approve: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0][0]).toBe('approve');
    expect((await owner.post(`${base(merchant)}/terms/approve/`, {})).statusCode).toBe(400);
    const approved = await owner.post(`${base(merchant)}/terms/approve/`, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, version: 1 });
    expect((await owner.get(`${base(merchant)}/terms/view/`)).json()).toMatchObject({ approved: true });
    expect((await owner.get(`${base(merchant)}/`)).json()).toMatchObject({ terms_approved: true, status: 'not_started' });
  });

  it('a passing document: session, redirect call, submission with the success message; done for the merchant', async () => {
    expect((await owner.post(`${base(merchant)}/`, { session_token: 'x', extra: 1 })).json()).toEqual({ error: [['extra', 'This field is not part of the form']] });
    const started = await owner.post(`${base(merchant)}/`, {});
    expect(started.statusCode).toBe(200);
    const s = started.json();
    expect(s).toMatchObject({ status: 'pending', done: false, frame_origin: providerUrl });
    expect(s.frame_url.startsWith(`${providerUrl}/session/`)).toBe(true);
    // GET resumes the same session and changes nothing.
    expect((await owner.get(`${base(merchant)}/`)).json()).toEqual(s);

    expect((await owner.get(`/ext/identomat/redirect/?session_token=${s.session_token}`)).json()).toEqual({ session_token: s.session_token, merchant, status: 'pending' });
    expect((await owner.post(`${base(merchant)}/`, { session_token: s.session_token })).json()).toEqual({ error: 'Identification is not finished yet.' });
    expect((await owner.post(`${base(merchant)}/`, { session_token: 'bogus' })).json()).toEqual({ error: NOT_FOUND_MESSAGE });
    expect((await owner.post(`${base(merchant)}/`, { session_token: 5 })).json()).toEqual({ error: NOT_FOUND_MESSAGE });

    const unknown = await passFrame(s.frame_url, 'ZZ-0000');
    expect(unknown.document.status).toBe(400);
    expect(await unknown.document.json()).toEqual({ error: 'Document not recognised' });
    const frame = await passFrame(s.frame_url, TEST_DOCUMENTS.passes);
    expect(await frame.selfie!.json()).toEqual({ status: 'passed' });

    // The redirect call, at the spec's own address and under /api/v2; another person's token names nothing.
    const ext = await owner.request({ method: 'GET', url: `/api/ext/identomat/redirect/?session_token=${s.session_token}` });
    expect(ext.json()).toEqual({ session_token: s.session_token, merchant, status: 'passed' });
    expect((await viewer.get(`/ext/identomat/redirect/?session_token=${s.session_token}`)).json()).toEqual({ error: NOT_FOUND_MESSAGE });
    expect((await owner.get('/ext/identomat/redirect/')).json()).toEqual({ error: NOT_FOUND_MESSAGE });
    // The GET wrote nothing: the step is still pending until submitted.
    expect((await owner.get(`${base(merchant)}/`)).json()).toMatchObject({ status: 'pending', done: false });

    const submitted = await owner.post(`${base(merchant)}/`, { session_token: s.session_token });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().message).toMatch(/^You passed Identification/);
    expect(submitted.json()).toMatchObject({ status: 'passed', done: true, session_token: null, frame_url: null });
    // Submitting again answers the same; starting again is refused.
    expect((await owner.post(`${base(merchant)}/`, { session_token: s.session_token })).json().message).toMatch(/^You passed Identification/);
    expect((await owner.post(`${base(merchant)}/`, {})).json()).toEqual({ error: 'You have already passed identification.' });

    const ownerId = (await t.db.selectFrom('users').select('id').where('email', '=', 'owner@id.test').executeTakeFirstOrThrow()).id;
    expect(await identificationDone(t.db, ownerId, merchant)).toBe(true);
    expect(await identificationDone(t.db, ownerId)).toBe(true);
    expect(await identificationDone(t.db, ownerId, other)).toBe(false);
  });

  it('a pass completes the onboarding step of a merchant being onboarded: finance settings come next', async () => {
    const shop = await createMerchant(t.db, 'Onboarding Shop');
    const userId = await createUser(t.db, { email: 'onboarder@id.test', password: 'secret-pass-1', merchants: [{ id: shop, level: 'edit' }] });
    await t.db.updateTable('merchants').set({ status: 'onboarding', onboarding_step: 'upload_docs' }).where('id', '=', shop).execute();
    await t.db.insertInto('onboardings').values({ merchant_id: shop, user_id: userId }).execute();
    const c = t.client();
    await c.login('onboarder@id.test', 'secret-pass-1');
    expect((await c.post(`${base(shop)}/terms/approve/`, { approve: true })).statusCode).toBe(200);
    const s = (await c.post(`${base(shop)}/`, {})).json();
    await passFrame(s.frame_url, TEST_DOCUMENTS.passes);
    expect((await c.post(`${base(shop)}/`, { session_token: s.session_token })).statusCode).toBe(200);
    const row = await t.db.selectFrom('onboardings').select('identification').where('merchant_id', '=', shop).executeTakeFirstOrThrow();
    expect(row.identification).toBe(true);
    const merchantRow = await t.db.selectFrom('merchants').select('onboarding_step').where('id', '=', shop).executeTakeFirstOrThrow();
    expect(merchantRow.onboarding_step).toBe('finance_settings');
    const steps = (await c.get('/merchant/onboarding/steps/')).json();
    expect(steps.steps.map((x: { state: string }) => x.state)).toEqual(['done', 'done', 'open', 'locked']);
  });

  it('a failing document: the error message, status failed, and a new session may start', async () => {
    // Any person who sees the merchant identifies themselves (read access suffices).
    await viewer.post(`${base(merchant)}/terms/approve/`, { approve: true });
    const s = (await viewer.post(`${base(merchant)}/`, {})).json();
    await passFrame(s.frame_url, TEST_DOCUMENTS.fails);
    const submitted = await viewer.post(`${base(merchant)}/`, { session_token: s.session_token });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toEqual({ error: FAILED_MESSAGE, status: 'failed' });
    // The merchant is done (the owner passed), this person is not.
    expect((await viewer.get(`${base(merchant)}/`)).json()).toMatchObject({ status: 'failed', done: true });
    const again = (await viewer.post(`${base(merchant)}/`, {})).json();
    expect(again.status).toBe('pending');
    expect(again.session_token).not.toBe(s.session_token);
    // The old session no longer counts.
    expect((await viewer.post(`${base(merchant)}/`, { session_token: s.session_token })).json()).toEqual({ error: NOT_FOUND_MESSAGE });
  });

  it('invites a new person by e-mail: the mail, the invitation link and access to the onboarding', async () => {
    expect((await viewer.post(`${base(merchant)}/invite/`, { email: 'director@id.test' })).statusCode).toBe(403);
    expect((await owner.post(`${base(merchant)}/invite/`, { email: 'not-an-email' })).json().error[0][0]).toBe('email');
    expect((await owner.post(`${base(merchant)}/invite/`, { email: 'OWNER@id.test' })).json()).toEqual({ error: [['email', 'You cannot invite yourself']] });
    const res = await owner.post(`${base(merchant)}/invite/`, { email: 'Director@ID.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'director@id.test', message: 'Invitation sent to director@id.test' });
    const mail = await lastMail(owner, 'director@id.test');
    expect(mail!.subject).toBe('Please verify your identity for Identity Shop');
    const token = tokenFrom(mail!.text, '/account/invite');
    expect(token).not.toBe('');
    const director = t.client();
    await director.prime();
    expect((await director.post(`/account/registration/invite/${token}/`, { password: 'director-pass-1', password2: 'director-pass-1', first_name: 'Dana', last_name: 'Director' })).statusCode).toBe(200);
    expect((await director.get(`${base(merchant)}/`)).json()).toMatchObject({ status: 'not_started', done: true });
    // Settings: read only, nothing more.
    expect((await director.post(`${base(merchant)}/invite/`, { email: 'x@id.test' })).statusCode).toBe(403);
  });

  it('invites a person who has an account: a mail pointing at onboarding, no new password link', async () => {
    const res = await owner.post(`${base(merchant)}/invite/`, { email: 'stranger@id.test' });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(owner, 'stranger@id.test');
    expect(mail!.text).toContain(`${PUBLIC_URL}/onboarding`);
    expect(mail!.text).not.toContain('/account/invite/');
    expect((await stranger.get(`${base(merchant)}/`)).statusCode).toBe(200);
  });

  it('an unreachable provider answers 502 with a message, and writes nothing', async () => {
    const down = await startApp(backend, { identity: httpIdentityProvider('http://127.0.0.1:9', API_KEY) });
    try {
      const m = await createMerchant(down.db, 'Down Shop');
      await createUser(down.db, { email: 'o@down.test', password: 'secret-pass-1', merchants: [{ id: m, level: 'edit' }] });
      const c = down.client();
      await c.login('o@down.test', 'secret-pass-1');
      await c.post(`${base(m)}/terms/approve/`, { approve: true });
      const res = await c.post(`${base(m)}/`, {});
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'The identity service is not available. Try again later.' });
      expect((await c.get(`${base(m)}/`)).json()).toMatchObject({ status: 'not_started' });
    } finally {
      await down.close();
    }
  });
});
