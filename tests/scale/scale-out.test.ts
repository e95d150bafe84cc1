// The README's scale-out deployment, tested: two instances over one PostgreSQL database behind
// haproxy. A session, its CSRF token and the sign-in throttles are shared; the client's address is the
// one haproxy saw, whatever X-Forwarded-For it sent; a report job and a payout whose instance is
// killed (-9) mid-way are finished by the other one, once; a write through one instance shows in
// the list counts the other serves at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect.ts';
import { seedDemoLinks } from '../../server/links/demo-links.ts';
import { createMerchant, createUser } from '../api/helpers.ts';
import { startCluster, type Cluster, type Instance } from './cluster.ts';
import { HttpClient } from './http-client.ts';

const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' };

describe('two instances behind haproxy over one PostgreSQL database', () => {
  let cluster: Cluster;
  let merchant: number;
  let db: Db;
  beforeAll(async () => {
    // Each call to the payout processor takes 2 s, as a real one's round trip may: long enough to
    // kill the instance while it holds a payout's lease.
    cluster = await startCluster({ payments: 120_000, env: { PAYOUT_STANDIN_CALL_MS: '2000' } });
    db = connect({ url: cluster.databaseUrl });
    const [row] = await cluster.sql<{ id: number }>(
      `select m.id from merchants m join merchant_users mu on mu.merchant_id = m.id join users u on u.id = mu.user_id
       where u.email = $1 and m.has_multiparty order by m.id limit 1`, [DEMO.email]);
    merchant = row.id;
  });
  afterAll(async () => {
    await db?.destroy();
    await cluster?.stop();
  });


  it('a session signed in through one instance is served by the other, CSRF included', async () => {
    const browser = new HttpClient(cluster.url);
    expect((await browser.login(DEMO.email, DEMO.password)).status).toBe(200);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await browser.get('/account/check_auth/');
      expect(res.json().state).toBe('ok');
      servedBy.add(res.servedBy!);
    }
    expect(servedBy).toEqual(new Set(['a', 'b']));
    // A write on each instance with the token the other one issued.
    const writes = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await browser.post('/account/logout/', {});
      writes.add(res.servedBy!);
      expect(res.status).toBeLessThan(300);
      expect((await browser.login(DEMO.email, DEMO.password)).status).toBe(200);
    }
    expect(writes.size).toBe(2);
  });

  it('sign-in throttles are shared by the instances and keyed on the address haproxy saw, not the forged one', async () => {
    const attacker = new HttpClient(cluster.url);
    await attacker.get('/account/check_auth/');
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 1; i <= 20; i++) {
      const res = await attacker.post('/account/login/', { email: 'viewer@merchant.test', password: `wrong-password-${i}` }, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.status);
      servedBy.add(res.servedBy!);
    }
    expect(servedBy).toEqual(new Set(['a', 'b']));
    // Three free tries per address and e-mail, then growing waits: with the forged addresses taken
    // for the client's, all 20 would have been checked.
    const checked = statuses.filter((s) => s !== 429).length;
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(checked).toBeLessThanOrEqual(6);
    // The request log names the true client on both instances.
    const logged = cluster.instances.flatMap((i) => i.logs).filter((l) => l.includes('/api/v2/account/login/'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toMatch(/203\.0\.113\./);
    expect(logged.some((l) => l.includes('"remoteAddress":"127.0.0.1"'))).toBe(true);
  });

  it('the demo mailbox is not served behind the balancer, whatever address the client claims', async () => {
    const probe = new HttpClient(cluster.url);
    for (const forged of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const res = await probe.get(`/dev/mailbox/?to=${encodeURIComponent(DEMO.email)}`, { 'x-forwarded-for': forged });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('@');
    }
    // Not even to a loopback socket: TRUST_PROXY says a proxy stands in front.
    expect((await fetch(`${cluster.instances[0].url}/api/v2/dev/mailbox/`)).status).toBe(404);
  });

  it('identification: a frame opened through instance A passes when its result is posted to instance B', async () => {
    const shop = await createMerchant(db, 'Scale Identity Shop');
    await createUser(db, { email: 'identity@scale.test', password: 'Scale-identity-1', merchants: [{ id: shop, level: 'edit' }] });
    const [a, b] = cluster.instances;
    const viaA = new HttpClient(a.url);
    expect((await viaA.login('identity@scale.test', 'Scale-identity-1')).status).toBe(200);
    const viaB = new HttpClient(b.url);
    for (const [name, value] of viaA.cookies) viaB.cookies.set(name, value);
    const base = `/merchant/onboarding/${shop}/identification/`;
    // One frame origin: both instances report the balancer's identity address.
    for (const c of [viaA, viaB]) expect((await c.get(base)).json().frame_origin).toBe(cluster.identityUrl);
    expect((await viaA.post(`${base}terms/approve/`, { approve: true })).status).toBe(200);
    const session = (await viaA.post(base, {})).json();
    expect(session.frame_url.startsWith(`${cluster.identityUrl}/session/`)).toBe(true);
    // The frame's page and steps go round the stand-ins of both instances.
    const standIns = new Set<string | null>();
    const page = await fetch(session.frame_url);
    expect(page.status).toBe(200);
    standIns.add(page.headers.get('x-served-by'));
    for (const [step, body] of [['document', { document_number: 'ID-PASS-0001' }], ['selfie', {}]] as const) {
      const res = await fetch(`${session.frame_url}/${step}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(200);
      standIns.add(res.headers.get('x-served-by'));
    }
    expect(standIns).toEqual(new Set(['a', 'b']));
    const submitted = await viaB.post(base, { session_token: session.session_token });
    expect(submitted.status).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'passed', done: true });
    expect((await viaA.get(base)).json()).toMatchObject({ status: 'passed', done: true });
  });

  it('a report job whose instance is killed -9 mid-run is finished by the other one, whole and once', async () => {
    const owner = new HttpClient(cluster.url);
    expect((await owner.login(DEMO.email, DEMO.password)).status).toBe(200);
    const res = await owner.post(`/merchant/transactions/payments/export/?merchant=${merchant}`, { fields: ['order_id', 'amount', 'status'], sort: 'amount' });
    expect(res.json()).toMatchObject({ status: 'pending' });
    const { id } = res.json();
    const [{ job_id: jobId }] = await cluster.sql<{ job_id: number }>('select job_id from reports where id = $1', [id]);
    // The instance whose worker holds the job: its process id is in the lease token.
    let holder: Instance | undefined;
    for (const until = Date.now() + 60_000; !holder; await new Promise((r) => setTimeout(r, 5))) {
      const [job] = await cluster.sql<{ locked_by: string | null; progress_done: number; status: string }>(
        'select locked_by, progress_done, status from jobs where id = $1', [jobId]);
      expect(job.status).not.toBe('done');
      holder = cluster.instances.find((i) => job.locked_by?.includes(`:${i.child.pid}:`));
      if (Date.now() > until) throw new Error('no instance took the job');
    }
    await cluster.kill(holder);
    const [killed] = await cluster.sql<{ status: string }>('select status from jobs where id = $1', [jobId]);
    expect(killed.status).toBe('running');
    // The other instance takes it once the lease runs out, and answers through haproxy meanwhile.
    for (const until = Date.now() + 90_000; ;) {
      const [report] = await cluster.sql<{ status: string }>('select status from reports where id = $1', [id]);
      if (report.status !== 'pending') break;
      if (Date.now() > until) throw new Error('the report was never finished');
      await new Promise((r) => setTimeout(r, 250));
    }
    const [job] = await cluster.sql<{ status: string; attempts: number; locked_by: string | null }>('select status, attempts from jobs where id = $1', [jobId]);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    const file = await owner.request('GET', `/api/v2/merchant/reports/${id}/`);
    expect(file.status).toBe(200);
    expect(file.servedBy).not.toBe(holder.name);
    const lines = file.body.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
    const [{ n }] = await cluster.sql<{ n: string }>('select count(*) as n from payments where merchant_id = $1', [merchant]);
    expect(lines.length - 1).toBe(Number(n));
    // Every row once.
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(lines.length - 1);
    await cluster.restart(holder);
  }, 180_000);

  it('a payout whose instance is killed -9 while it asks the processor is settled by the other one, reversed once', async () => {
    const owner = new HttpClient(cluster.url);
    expect((await owner.login(DEMO.email, DEMO.password)).status).toBe(200);
    const sums = () => cluster.sql<{ available: string; entries: string }>(
      `select b.available, (select sum(amount) from ledger_entries l where l.merchant_id = b.merchant_id and l.currency = b.currency) as entries
       from balances b where b.merchant_id = $1 and b.currency = 'GEL'`, [merchant]);
    const [before] = await sums();
    // A card the stand-in declines: the amount must come back to the balance, once.
    const res = await owner.post(`/merchant/${merchant}/payout/create/`,
      { type: 'card', receiver: '4000000000000002', amount: '30.00', currency: 'GEL', additional_info: 'Scale test' }, { 'idempotency-key': 'scale-payout-1' });
    expect(res.status, res.body).toBe(200);
    const { id } = res.json();
    let holder: Instance | undefined;
    for (const until = Date.now() + 30_000; !holder; await new Promise((r) => setTimeout(r, 20))) {
      const [payout] = await cluster.sql<{ lease_token: string | null; status: string }>('select lease_token, status from payouts where id = $1', [id]);
      expect(payout.status).toBe('processing');
      holder = cluster.instances.find((i) => payout.lease_token?.includes(`:${i.child.pid}:`));
      if (Date.now() > until) throw new Error('no instance leased the payout');
    }
    await cluster.kill(holder);
    for (const until = Date.now() + 90_000; ;) {
      const [payout] = await cluster.sql<{ status: string }>('select status from payouts where id = $1', [id]);
      if (payout.status !== 'processing') break;
      if (Date.now() > until) throw new Error('the payout was never settled');
      await new Promise((r) => setTimeout(r, 250));
    }
    const [payout] = await cluster.sql<{ status: string; decline_reason: string; attempts: number; lease_token: string | null }>(
      'select status, decline_reason, attempts, lease_token from payouts where id = $1', [id]);
    expect(payout).toMatchObject({ status: 'declined', decline_reason: 'Payout declined by the issuer', lease_token: null });
    expect(payout.attempts).toBeGreaterThanOrEqual(2);
    const entries = await cluster.sql<{ kind: string; amount: number }>('select kind, amount::int as amount from ledger_entries where ref = $1 order by id', [`payout:${id}`]);
    expect(entries).toEqual([{ kind: 'payout', amount: -3000 }, { kind: 'payout_reversal', amount: 3000 }]);
    const [after] = await sums();
    expect(after.available).toBe(before.available);
    expect(after.entries).toBe(after.available);
    // The same key again answers the same payout: nothing created twice.
    const again = await owner.post(`/merchant/${merchant}/payout/create/`,
      { type: 'card', receiver: '4000000000000002', amount: '30.00', currency: 'GEL', additional_info: 'Scale test' }, { 'idempotency-key': 'scale-payout-1' });
    expect(again.json().id).toBe(id);
    await cluster.restart(holder);
  }, 180_000);

  it('a payment link created through one instance is in the list the other serves at once, with its count', async () => {
    const [a, b] = cluster.instances;
    const viaA = new HttpClient(a.url);
    expect((await viaA.login(DEMO.email, DEMO.password)).status).toBe(200);
    const viaB = new HttpClient(b.url);
    for (const [name, value] of viaA.cookies) viaB.cookies.set(name, value);
    const [{ currency }] = await cluster.sql<{ currency: string }>('select currencies->>0 as currency from merchants where id = $1', [merchant]);
    const links = '/merchant/payment-solutions/links/';
    const list = async (c: HttpClient) => {
      const res = await c.get(`${links}?merchant=${merchant}&limit=5`);
      expect(res.status, res.body).toBe(200);
      return res.json() as { data: Array<{ id: number }>; paginator: { count: number; pages: number } };
    };
    const create = async (c: HttpClient) => {
      const res = await c.post(`${links}${merchant}/create/`, { amount: '7.00', currency, description: 'Scale-out list' });
      expect(res.status, res.body).toBe(200);
      return res.json().invoice.id as number;
    };
    // More links than a page holds, so the count is not told by a short first page.
    for (let i = 0; i < 2; i++) await seedDemoLinks(db, [{ id: merchant, currency }]);
    let count = (await list(viaB)).paginator.count;
    expect(count).toBeGreaterThan(5);
    // B has counted: links written behind the portal's back do not show in its count yet...
    await seedDemoLinks(db, [{ id: merchant, currency }]);
    expect((await list(viaB)).paginator.count).toBe(count);
    count += 4;
    // ...but a write through A does, at once; and back to back, each way.
    for (let i = 0; i < 10; i++) {
      const [writer, reader] = i % 2 ? [viaB, viaA] : [viaA, viaB];
      await list(reader);
      const id = await create(writer);
      const page = await list(reader);
      count += 1;
      expect(page.paginator, `write ${i}`).toMatchObject({ count, pages: Math.ceil(count / 5) });
      expect(page.data[0].id).toBe(id);
    }
  });
});
