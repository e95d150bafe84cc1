// Reports centre, settlements & invoices (spec 002 s.2, s.7): the two lists behind the 'reports'
// privilege and the invoice PDF of a settled batch (a real PDF: pdf-lib parses it, and its text
// holds the settlement's figures as computed here from the payments and lost disputes).
import { pdfText } from './pdf-text.ts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { seedSettlementsAndDisputes } from '../../server/seed/settlements-disputes.ts';
import { BACKENDS, createMerchant, startApp, type Client, type TestApp } from './helpers.ts';
import { reportUsers, SETUP_MS } from './lists-fixtures.ts';

const PASSWORD = 'Invoice-pass-1';

const decimal = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

describe.each(BACKENDS)('settlements & invoices on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let reader: Client;
  let noReports: Client;
  let stranger: Client;
  let shop: number;
  let foreign: number;

  beforeAll(async () => {
    t = await startApp(backend);
    shop = await createMerchant(t.db, 'Київ Invoice Shop');
    foreign = await createMerchant(t.db, 'Foreign Invoice Shop');
    const targets = [shop, foreign].map((id) => ({ id, currency: 'GEL', url: 'https://shop.example' }));
    const company = await t.db.insertInto('companies').values({
      company_name: 'Invoice Holdings LLC', country: 'GE', jurtype: 'legal', status: 'active', registration_address: '1 Rustaveli Ave, Tbilisi',
      vat_number: 'GE123456789', entity_value: '404000111', form_values: JSON.stringify({}),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('merchants').set({ company_id: company.id }).where('id', '=', shop).execute();
    // After the company: an invoice is issued (stored) when its batch is settled, with whom it was issued to then.
    await insertPayments(t.db, targets, 120, { seed: 'invoice', base: SEED_BASE_DATE, days: 60 });
    await seedSettlementsAndDisputes(t.db, targets);
    ({ owner, reader, noReports, stranger } = await reportUsers(t, shop, foreign, 'invoice.test', PASSWORD));
  }, SETUP_MS);
  afterAll(() => t.close());

  const settledOf = async (merchant: number) => t.db.selectFrom('settlements').select(['id', 'odb_ref', 'period_from', 'period_to', 'status'])
    .where('merchant_id', '=', merchant).orderBy('id').execute();

  it('settlements: every batch of the merchant, newest first, with the generic list reply and filters', async () => {
    const res = await reader.get(`/merchant/reports/settlements/?merchant=${shop}&limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(8);
    expect(body.data.every((r: { odb_ref: string }) => r.odb_ref.startsWith(`ODB${shop}`))).toBe(true);
    expect(body.data[0].amount).toMatch(/^\d+\.\d{2}$/);
    expect(body.filters.map((f: { name: string }) => f.name)).toContain('status');
    const settled = (await reader.get(`/merchant/reports/settlements/?merchant=${shop}&s=status&m=eq&v=settled`)).json();
    expect(settled.paginator.count).toBe(7);
    const fields = (await reader.get(`/merchant/reports/settlements/fields/?merchant=${shop}`)).json();
    expect(fields.accepted_fields).toContain('settlement_amount');
  });

  it('invoices: one per settled batch with the address of its PDF', async () => {
    const res = await reader.get(`/merchant/reports/invoices/?merchant=${shop}&limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Array<Record<string, string>>;
    const settled = (await settledOf(shop)).filter((s) => s.status === 'settled');
    expect(rows.map((r) => r.odb_ref).sort()).toEqual(settled.map((s) => s.odb_ref).sort());
    for (const r of rows) {
      expect(r.invoice_number).toBe(`INV-${r.odb_ref}`);
      expect(r.invoice_url).toBe(`/api/v2/merchant/reports/invoices/${r.id}/pdf/?merchant=${shop}`);
    }
    const one = await reader.get(`/merchant/reports/invoices/?merchant=${shop}&q=INV-${rows[0].odb_ref}`);
    expect(one.json().data.map((r: { odb_ref: string }) => r.odb_ref)).toEqual([rows[0].odb_ref]);
  });

  it('the invoice PDF parses and holds the merchant, company, period, amounts, fees and totals of the settlement', async () => {
    const s = (await settledOf(shop)).find((x) => x.status === 'settled')!;
    const res = await reader.request({ method: 'GET', url: `/api/v2/merchant/reports/invoices/${s.id}/pdf/?merchant=${shop}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="INV-${s.odb_ref}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Invoice INV-${s.odb_ref}`);

    const pays = await t.db.selectFrom('payments').select(['id', 'amount', 'settlement_amount', 'reversal_amount', 'deposit_amount'])
      .where('settlement_id', '=', s.id).execute();
    expect(pays.length).toBeGreaterThan(0);
    const sum = (k: 'amount' | 'settlement_amount' | 'reversal_amount' | 'deposit_amount') => pays.reduce((a, p) => a + Number(p[k]), 0);
    const lost = await t.db.selectFrom('disputes').select('dispute_amount').where('status_name', '=', 'Lost')
      .where('payment_id', 'in', pays.map((p) => p.id)).execute();
    const chargebacks = lost.reduce((a, d) => a + Number(d.dispute_amount), 0);
    const fees = sum('amount') - sum('settlement_amount') - sum('deposit_amount');
    const text = pdfText(bytes);
    const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
    for (const expected of [`Invoice INV-${s.odb_ref}`, 'Invoice Holdings LLC', '1 Rustaveli Ave, Tbilisi', 'VAT: GE123456789',
      // The Ukrainian word is transliterated for the standard font.
      'Kyiv Invoice Shop', `Reference: ${s.odb_ref}`, `Period: ${day(s.period_from)} - ${day(s.period_to)}`, `Transactions: ${pays.length}`,
      decimal(sum('amount')), decimal(sum('reversal_amount')), decimal(sum('deposit_amount')), decimal(chargebacks), `${decimal(fees)} GEL`,
      // Settlement amount = payments - refunds - chargebacks - rolling reserve - fees.
      `${decimal(sum('amount') - sum('reversal_amount') - chargebacks - sum('deposit_amount') - fees)} GEL`]) {
      expect(text).toContain(expected);
    }
  });

  it('refusals: signed out 401, foreign merchant or batch 404, pending batch 404, no reports privilege 403', async () => {
    const [mine, theirs] = [await settledOf(shop), await settledOf(foreign)];
    const settled = mine.find((x) => x.status === 'settled')!;
    const pending = mine.find((x) => x.status === 'pending')!;
    const pdf = (c: Client, id: number, m = shop) => c.get(`/merchant/reports/invoices/${id}/pdf/?merchant=${m}`);
    const anon = await t.client().prime();
    for (const path of [`/merchant/reports/settlements/?merchant=${shop}`, `/merchant/reports/invoices/?merchant=${shop}`,
      `/merchant/reports/invoices/${settled.id}/pdf/?merchant=${shop}`]) {
      expect((await anon.get(path)).statusCode).toBe(401);
      expect((await stranger.get(path)).statusCode).toBe(404);
      expect((await noReports.get(path)).statusCode).toBe(403);
      expect((await owner.get(path)).statusCode).toBe(200);
    }
    expect((await pdf(owner, theirs[1].id)).statusCode).toBe(404);
    expect((await pdf(stranger, settled.id, foreign)).statusCode).toBe(404);
    expect((await pdf(owner, pending.id)).statusCode).toBe(404);
    expect((await pdf(owner, 2147483647)).statusCode).toBe(404);
    expect((await owner.get(`/merchant/reports/invoices/abc/pdf/?merchant=${shop}`)).statusCode).toBe(404);
    // The lists are GETs: a POST to them is no call (no state changes through a list).
    expect((await owner.post(`/merchant/reports/invoices/${settled.id}/pdf/?merchant=${shop}`, {})).statusCode).toBe(404);
  });
});
