// Reports as background jobs (issue 14 item 1, issue 15 item 4): Save to reports answers at once with a
// pending report, a worker writes the file in batches (progress N of M), the file's rows are the
// list's rows (filtered, sorted, up to the request's high-water mark), CSV with a BOM and formulas
// neutralised (negative amounts stay numbers); a worker that dies mid-job leaves it to another after
// its lease; two workers never run one job; a template's run is enqueued once per period by several
// schedulers; the 'reports' privilege guards every call.
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';
import { serverJobs } from '../../server/jobs/kinds.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import { jobRegistry } from '../../server/jobs/registry.ts';
import { routesByEndpoint } from '../../server/jobs/start.ts';
import { JobWorker } from '../../server/jobs/worker.ts';
import type { ExportJobOptions } from '../../server/lists/export/run-export.ts';
import { loadListRoutes } from '../../server/lists/load-definitions.ts';
import { listSources } from '../../server/lists/sources.ts';
import { scheduleTemplates } from '../../server/reports/templates/scheduler.ts';
import { BACKENDS, PUBLIC_URL, TEST_DATABASE_URL, createMerchant, createUser, freshDb, type Client, type TestApp } from './helpers.ts';
import { buildApp } from '../../server/app.ts';
import { Client as HttpClient } from './helpers.ts';
import { SETUP_MS, fixtureRow, insertFixtures, signIn } from './lists-fixtures.ts';
import { reportReady } from './report-wait.ts';
import { fiscalProviderFromEnv } from '../../server/fiscal/select.ts';
import { parseCsv } from '../support/csv';

const PASSWORD = 'Report-jobs-1';
const LIST = '/merchant/transactions/payments/';
const ROWS = 1200;
/** Rows of the filter once the first test has added its late row. */
const AFTER = ROWS / 2 + 1;
const routes = routesByEndpoint(loadListRoutes(listSources));


describe.each(BACKENDS)('report jobs on %s', (backend) => {
  let t: TestApp;
  let shop: number;
  let owner: Client;
  const workers: JobWorker[] = [];
  const worker = (exportOptions: ExportJobOptions = {}, leaseMs = 1500) => {
    const w = new JobWorker({ db: t.db, registry: serverJobs({ db: t.db, mailer: createMailer(t.db), secretKey: 'x', publicUrl: PUBLIC_URL, production: false, fiscal: fiscalProviderFromEnv({}) }, routes, exportOptions),
      leaseMs, pollMs: 40, onError: () => {} });
    workers.push(w);
    return w;
  };
  /** The job once settled (a run settles it just after the transaction that finishes its report). */
  const settled = async (jobId: number) => {
    for (const until = Date.now() + 15_000; ;) {
      const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      if (job.status === 'done' || job.status === 'failed' || Date.now() > until) return job;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const stopAll = async () => { await Promise.all(workers.splice(0).map((w) => w.stop())); };

  beforeAll(async () => {
    const { db, drop } = await freshDb(backend);
    // No workers in the app: each test runs the ones it needs.
    const app = await buildApp({ db, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret', jobs: { workers: 0 } });
    await app.ready();
    t = { app, db, client: () => new HttpClient(app), close: async () => { await app.close(); await drop(); } };
    shop = await createMerchant(t.db, 'Report Shop');
    const rows = Array.from({ length: ROWS }, (_, i) => fixtureRow(i + 1));
    rows[4].order_id = '=HYPERLINK("http://evil.test")';
    rows[8].order_id = 'Тбілісі მაღაზია';
    for (let i = 0; i < rows.length; i += 400) await insertFixtures(t.db, shop, rows.slice(i, i + 400));
    await t.db.updateTable('payments').set({ client_fee: -150 }).where('order_id', '=', 'ord-012').execute();
    await createUser(t.db, { email: 'owner@jobs.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    await createUser(t.db, { email: 'reader@jobs.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    const noReports = await createUser(t.db, { email: 'noreports@jobs.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    await t.db.deleteFrom('merchant_users').where('user_id', '=', noReports).where('view', '=', 'reports').execute();
    owner = await signIn(t.client(), 'owner@jobs.test', PASSWORD);
  }, SETUP_MS);
  afterAll(async () => {
    await stopAll();
    await t?.close();
  });

  const m = () => `?merchant=${shop}`;
  const body = { fields: ['order_id', 'amount', 'client_fee', 'status'], filters: [{ s: 'status', m: 'in', v: 'approved,declined' }], sort: 'amount' };

  it('pending at once, then success: the file holds the filtered list\'s rows, with a BOM, neutralised text and negative numbers', async () => {
    const res = await owner.post(`${LIST}export/${m()}`, body);
    expect(res.json()).toMatchObject({ status: 'pending', message: 'Report added to downloads' });
    const { id } = res.json();
    // Nothing runs it yet: pending, no file to download, the list shows no address.
    expect((await owner.get(`/merchant/reports/${id}/`)).statusCode).toBe(409);
    const pending = (await owner.get(`/merchant/reports/regular/${m()}`)).json().data.find((r: { id: number }) => r.id === id);
    expect(pending).toMatchObject({ status: 'pending', file: null, pending: true, can_download: false });
    // A row added after the request is not in the report (high-water mark at request time).
    await insertFixtures(t.db, shop, [{ ...fixtureRow(5000), status: 'approved', order_id: 'late-row' }]);

    worker({ batchRows: 250 }).start();
    expect(await reportReady(t.db, id)).toBe('success');
    const record = await t.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(record.rows).toBe(ROWS / 2);
    expect(record.rows_total).toBe(ROWS / 2);
    const job = await settled(record.job_id!);
    expect(job).toMatchObject({ status: 'done', progress_done: ROWS / 2, progress_total: ROWS / 2, attempts: 1 });
    expect(Number((await t.db.selectFrom('file_chunks').select(sql<number>`count(*)`.as('n')).where('file_id', '=', record.file_id!).executeTakeFirstOrThrow()).n)).toBeGreaterThan(1);

    const file = await owner.get(`/merchant/reports/${id}/`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(file.body.slice(1));
    expect(header).toEqual(['Order ID', 'Amount', 'Currency', 'Client fee', 'Status']);
    // The list's own rows, page by page, in its order.
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const q = `s=status&m=in&v=approved,declined&sort=amount&limit=80&page=${page}&merchant=${shop}`;
      const reply = (await owner.get(`${LIST}?${q}`)).json();
      listed.push(...reply.data.filter((r: { order_id: string }) => r.order_id !== 'late-row').map((r: { order_id: string }) => r.order_id));
      if (page >= reply.paginator.pages) break;
    }
    expect(rows.map((r) => r[0].replace(/^'/, ''))).toEqual(listed);
    expect(rows.map((r) => r[0])).toContain('\'=HYPERLINK("http://evil.test")');
    expect(rows.map((r) => r[0])).toContain('Тбілісі მაღაზია');
    expect(rows.find((r) => r[0] === 'ord-012')![3]).toBe('-1.50');
    expect(file.body).not.toContain('late-row');
  });

  it('the downloads list shows progress N of M while it runs, and the address only on success', async () => {
    const { id } = (await owner.post(`${LIST}export/${m()}`, { ...body, format: 'xlsx' })).json();
    worker({ batchRows: 100, pauseMs: 40 }).start();
    const seen = new Set<string>();
    for (;;) {
      const row = (await owner.get(`/merchant/reports/regular/${m()}`)).json().data.find((r: { id: number }) => r.id === id);
      if (row.status === 'success') {
        expect(row).toMatchObject({ file: `/api/v2/merchant/reports/${id}/`, can_download: true, pending: false, progress: '', format: 'XLSX' });
        break;
      }
      expect(row.file).toBeNull();
      if (row.progress) seen.add(row.progress);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect([...seen].some((p) => new RegExp(`^[1-9]\\d* of ${AFTER}$`).test(p) && p !== `${AFTER} of ${AFTER}`)).toBe(true);
    const file = await owner.get(`/merchant/reports/${id}/`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(AFTER + 1);
    await stopAll();
  });

  it('a worker that dies mid-job: another claims the job when its lease runs out and finishes it', async () => {
    await stopAll();
    const { id } = (await owner.post(`${LIST}export/${m()}`, body)).json();
    const dying = worker({ batchRows: 100, pauseMs: 30 }, 600);
    dying.start();
    const jobId = (await t.db.selectFrom('reports').select('job_id').where('id', '=', id).executeTakeFirstOrThrow()).job_id!;
    for (;;) {
      const job = await t.db.selectFrom('jobs').select('progress_done').where('id', '=', jobId).executeTakeFirstOrThrow();
      if (job.progress_done > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await dying.halt();
    workers.splice(workers.indexOf(dying), 1);
    const stuck = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(stuck.status).toBe('running');
    expect(stuck.progress_done).toBeLessThan(AFTER);
    worker({}, 600).start();
    expect(await reportReady(t.db, id)).toBe('success');
    expect(await settled(jobId)).toMatchObject({ status: 'done', attempts: 2 });
    const rows = parseCsv((await owner.get(`/merchant/reports/${id}/`)).body.slice(1));
    expect(rows.length).toBe(AFTER + 1);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    await stopAll();
  });

  it.runIf(backend === 'postgres')('a worker process SIGKILLed mid-job: the job finishes after a restart', async () => {
    await stopAll();
    const { id } = (await owner.post(`${LIST}export/${m()}`, body)).json();
    const jobId = (await t.db.selectFrom('reports').select('job_id').where('id', '=', id).executeTakeFirstOrThrow()).job_id!;
    const { rows: [{ s: schema }] } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/report-worker-child.ts', TEST_DATABASE_URL, schema], { stdio: 'ignore' });
    try {
      const until = Date.now() + 60_000;
      for (;;) {
        const job = await t.db.selectFrom('jobs').select(['progress_done', 'locked_by']).where('id', '=', jobId).executeTakeFirstOrThrow();
        if (job.progress_done > 0 && job.locked_by?.startsWith('child/')) break;
        if (Date.now() > until) throw new Error('the child worker never started the job');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((r) => child.once('exit', r));
    const killed = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(killed.status).toBe('running');
    expect(killed.progress_done).toBeLessThan(AFTER);
    worker({}, 800).start();
    expect(await reportReady(t.db, id)).toBe('success');
    expect(await settled(jobId)).toMatchObject({ status: 'done', attempts: 2 });
    const rows = parseCsv((await owner.get(`/merchant/reports/${id}/`)).body.slice(1));
    expect(rows.length).toBe(AFTER + 1);
    await stopAll();
  }, 90_000);

  it('two workers never run one job twice, and every job runs', async () => {
    const running = new Set<number>();
    const runs: number[] = [];
    let overlap = false;
    const registry = jobRegistry([{
      kind: 'test.sleep',
      async run({ job }) {
        if (running.has(job.id)) overlap = true;
        running.add(job.id);
        runs.push(job.id);
        await new Promise((r) => setTimeout(r, 15));
        running.delete(job.id);
      },
    }]);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueue(t.db, 'test.sleep', { i }))!);
    const pair = [1, 2].map((n) => new JobWorker({ db: t.db, registry, id: `w${n}`, pollMs: 20, leaseMs: 5000 }));
    pair.forEach((w) => w.start());
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const open = await t.db.selectFrom('jobs').select('id').where('id', 'in', ids).where('status', '!=', 'done').execute();
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 30));
    }
    await Promise.all(pair.map((w) => w.stop()));
    expect(overlap).toBe(false);
    expect(runs.sort((a, b) => a - b)).toEqual(ids);
  });

  it('templates: CRUD under the reports privilege; a run fires once per period with two schedulers, lands in scheduled downloads and is mailed', async () => {
    await owner.post(`/merchant/${shop}/settings/notification/`, { report_emails: ['books@shop.test'], email_notification_lang: 'en' });
    const created = await owner.post(`/merchant/${shop}/reports/templates/create/`, { merchant: shop, name: 'Daily payments', list: 'transactions.payments', period: 'daily', format: 'csv' });
    expect(created.statusCode, created.body).toBe(200);
    const templateId = created.json().template.id;
    expect((await owner.post(`/merchant/${shop}/reports/templates/create/`, { merchant: shop, name: 'x', list: 'nope', period: 'daily', format: 'csv' })).statusCode).toBe(400);
    expect((await owner.post(`/merchant/${shop}/reports/templates/create/`, { merchant: shop, name: 'x', list: 'transactions.payments', period: 'hourly', format: 'csv' })).statusCode).toBe(400);
    const listed = (await owner.get(`/merchant/reports/templates/${m()}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: templateId, name: 'Daily payments', period: 'daily', status: 'active' })]);
    expect((await owner.post(`/merchant/${shop}/reports/templates/${templateId}/edit/`, { name: 'Daily payments', list: 'transactions.payments', period: 'daily', format: 'csv' })).statusCode).toBe(200);

    // Two schedulers (two connections on PostgreSQL) at once, twice: one run per template and period.
    const other = backend === 'postgres' ? await freshDbSameSchema(t) : t.db;
    const now = new Date('2026-11-02T08:00:00Z');
    const added = await Promise.all([scheduleTemplates(t.db, routes, now), scheduleTemplates(other, routes, now), scheduleTemplates(t.db, routes, now)]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await scheduleTemplates(other, routes, new Date('2026-11-02T23:00:00Z'))).toBe(0);
    expect(await scheduleTemplates(other, routes, new Date('2026-11-03T00:30:00Z'))).toBe(1);
    if (other !== t.db) await other.destroy();
    const scheduled = await t.db.selectFrom('reports').selectAll().where('template_id', '=', templateId).orderBy('id').execute();
    expect(scheduled.map((r) => r.title)).toEqual(['Daily payments (2026-11-01)', 'Daily payments (2026-11-02)']);
    worker().start();
    for (const r of scheduled) expect(await reportReady(t.db, r.id)).toBe('success');
    // Fixture rows are one an hour from 2026-11-01 00:00: the day holds hours 1..23 (row 0 does not exist).
    const day = parseCsv((await owner.get(`/merchant/reports/${scheduled[0].id}/`)).body.slice(1));
    expect(day.length - 1).toBe(23);
    const list = (await owner.get(`/merchant/reports/scheduled/${m()}`)).json().data;
    expect(list.map((r: { id: number }) => r.id).sort()).toEqual(scheduled.map((r) => r.id).sort());
    expect((await owner.get(`/merchant/reports/regular/${m()}`)).json().data.some((r: { id: number }) => scheduled.some((s) => s.id === r.id))).toBe(false);
    const until = Date.now() + 10_000;
    let mails: Array<{ to_address: string; subject: string }> = [];
    while (Date.now() < until && mails.length < 2) {
      mails = await t.db.selectFrom('outbox').select(['to_address', 'subject']).where('subject', 'like', 'Scheduled report:%').execute();
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(mails.map((x) => x.to_address)).toEqual(['books@shop.test', 'books@shop.test']);
    await stopAll();
    expect((await owner.post(`/merchant/${shop}/reports/templates/${templateId}/delete/`)).statusCode).toBe(200);
    expect((await owner.get(`/merchant/${shop}/reports/templates/${templateId}/`)).statusCode).toBe(404);
  });

  it("refuses without the 'reports' privilege, a reader cannot change templates, a stranger sees nothing", async () => {
    const none = await signIn(t.client(), 'noreports@jobs.test', PASSWORD);
    const reader = await signIn(t.client(), 'reader@jobs.test', PASSWORD);
    const { id } = (await owner.post(`${LIST}export/${m()}`, body)).json();
    for (const path of [`/merchant/reports/regular/${m()}`, `/merchant/reports/scheduled/${m()}`, `/merchant/reports/templates/${m()}`]) {
      expect((await none.get(path)).statusCode, path).toBe(403);
      expect((await reader.get(path)).statusCode, path).toBe(200);
    }
    expect((await none.get(`/merchant/reports/${id}/`)).statusCode).toBe(403);
    expect((await none.post(`${LIST}export/${m()}`, body)).statusCode).toBe(403);
    const tpl = { merchant: shop, name: 'Weekly', list: 'transactions.payments', period: 'weekly', format: 'xlsx' };
    expect((await none.post(`/merchant/${shop}/reports/templates/create/`, tpl)).statusCode).toBe(403);
    expect((await reader.post(`/merchant/${shop}/reports/templates/create/`, tpl)).statusCode).toBe(403);
    expect((await owner.post(`/merchant/${shop}/reports/templates/create/`, tpl, false)).statusCode).toBe(403);
    const stranger = await createMerchant(t.db, 'Elsewhere');
    expect((await owner.get(`/merchant/reports/regular/?merchant=${stranger}`)).statusCode).toBe(404);
  });
});

/** A second pool on the same PostgreSQL schema: a second instance's scheduler. */
async function freshDbSameSchema(t: TestApp) {
  const { connect } = await import('../../server/db/connect.ts');
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
  return connect({ url: TEST_DATABASE_URL, searchPath: rows[0].s });
}
