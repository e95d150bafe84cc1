// Demo payment solutions (first start): a published donations landing and two checkout designs
// (one active, one waiting for review) for the demo merchants, so a newcomer sees the lists filled
// and can open a public landing page at once. Landings need a web-constructor country (UA here).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { designsDb } from '../designs/tables.ts';

/** The pending design's review ends this long after the seed (then it becomes the active one). */
export const DEMO_REVIEW_DAYS = 7;
export const DEMO_LANDING_ALIAS = 'kyiv-books-reading-club';

export async function seedDemoLanding(db: Db, merchantId: number, currency: string): Promise<void> {
  await db.insertInto('landings').values({
    merchant_id: merchantId, type: 'donations', name: 'Reading club for children', alias: DEMO_LANDING_ALIAS, language: 'uk',
    color_preset: 'green',
    settings: JSON.stringify({ title: 'Читацький клуб для дітей', description: 'Допоможіть купити книжки для щотижневих зустрічей клубу.' }),
    finance: JSON.stringify({ currency, amount_type: 'free', payment_description: 'Donation to the reading club' }),
    contacts: JSON.stringify({ contact_email: 'club@books.example.ua', ask_email: true }),
    steps_done: JSON.stringify(['settings', 'finance', 'contacts']),
    status: 'published',
  } as never).execute();
}

export async function seedDemoDesigns(db: Db, merchantId: number, currency: string): Promise<void> {
  const ddb = designsDb(db);
  const templates = await ddb.selectFrom('design_templates').select(['name', 'configuration']).orderBy('id').execute();
  const config = (name: string) => {
    const { params: _p, ...configuration } = (templates.find((t) => t.name === name) ?? templates[0]).configuration as { params?: unknown };
    return JSON.stringify(configuration);
  };
  const hash = () => randomBytes(12).toString('hex');
  const day = 86_400_000;
  const now = Date.now();
  await ddb.insertInto('designs').values([
    { merchant_id: merchantId, hash: hash(), name: 'Main checkout', comment: 'Approved and in use', configuration: config('Light'),
      preview_amount: 10_000, preview_currency: currency, activation_requested_at: new Date(now - 2 * day), review_due_at: new Date(now - 2 * day + 10_000) },
    { merchant_id: merchantId, hash: hash(), name: 'Evening theme', comment: 'Waiting for review', configuration: config('Dark'),
      preview_amount: 10_000, preview_currency: currency, activation_requested_at: new Date(now), review_due_at: new Date(now + DEMO_REVIEW_DAYS * day) },
  ]).execute();
}
