// Demo data, created once on an empty database: accounts, merchants, privileges, payments,
// settlements, disputes and notifications. Deterministic (mulberry32, fixed base date).
import { seedDemoCashbox } from '../cashbox/seed.ts';
import type { Db } from '../db/connect.ts';
import { inviteUser } from '../account/invite.ts';
import type { Mailer } from '../mail/mailer.ts';
import { allViews } from '../merchant/views.ts';
import { hashPassword } from '../security/password.ts';
import { companyDb } from '../companies/tables.ts';
import { DEMO_COMPANY_DETAILS, DEMO_DIRECTOR, DEMO_INVITEE, DEMO_MERCHANTS, DEMO_USERS, type DemoMerchantKey } from './demo-data.ts';
import { insertPayments } from './payments.ts';
import { SEED_BASE_DATE } from './prng.ts';
import { seedSettlementsAndDisputes } from './settlements-disputes.ts';
import { seedDemoLinks } from '../links/demo-links.ts';
import { seedDemoPayouts } from '../payouts/demo.ts';
import { seedDemoPromocodes } from '../promocodes/demo-promocodes.ts';
import { seedDemoDesigns, seedDemoLanding } from './demo-solutions.ts';

export const DEMO_PAYMENTS = 360;

export async function isEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

async function grant(db: Db, userId: number, merchantId: number, level: 'read' | 'edit') {
  await db.insertInto('merchant_users')
    .values(Object.entries(allViews(level)).map(([view, lvl]) => ({ user_id: userId, merchant_id: merchantId, view, level: lvl! })))
    .execute();
}

export async function seedDemo(db: Db, mailer: Mailer, publicUrl: string): Promise<void> {
  const merchantIds = {} as Record<DemoMerchantKey, number>;
  for (const m of DEMO_MERCHANTS) {
    const company = await db.insertInto('companies').values({ company_name: m.company_name, country: m.country, jurtype: m.jurtype, status: 'active', ...DEMO_COMPANY_DETAILS[m.key] })
      .returning('id').executeTakeFirstOrThrow();
    if (m.key === DEMO_DIRECTOR.merchant) {
      const { merchant: _merchant, data, ...person } = DEMO_DIRECTOR;
      await companyDb(db).insertInto('company_individuals').values({ company_id: company.id, ...person, data: JSON.stringify(data) }).execute();
    }
    const { key: _key, jurtype: _jurtype, currencies, ...fields } = m;
    const row = await db.insertInto('merchants').values({ ...fields, currencies: JSON.stringify(currencies), company_id: company.id })
      .returning('id').executeTakeFirstOrThrow();
    merchantIds[m.key] = row.id;
  }

  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const userIds: Record<string, number> = {};
  for (const [i, u] of DEMO_USERS.entries()) {
    const user = await db.insertInto('users').values({
      email: u.email, password_hash: hashes[i], first_name: u.first_name, last_name: u.last_name, email_confirmed: true,
      mfa_secret: u.mfa_secret ?? null, mfa_enabled: Boolean(u.mfa_secret), profile_image_id: null,
      registration_step: u.owner.length + u.reader.length > 0 ? 'done' : 'create_merchant',
      schema_editor: u.schema_editor ?? false,
    }).returning('id').executeTakeFirstOrThrow();
    userIds[u.email] = user.id;
    for (const key of u.owner) await grant(db, user.id, merchantIds[key], 'edit');
    for (const key of u.reader) await grant(db, user.id, merchantIds[key], 'read');
    if (u.owner.length > 0) {
      await db.insertInto('notifications').values([
        { user_id: user.id, title: 'Welcome to Merchant Portal', text: 'Your merchants are ready. Take a tour to get started.', created_at: SEED_BASE_DATE },
        { user_id: user.id, title: 'Settlement paid', text: 'The weekly settlement was sent to your account.', created_at: SEED_BASE_DATE },
      ]).execute();
    }
  }

  const inviteeId = await inviteUser({ db, mailer, publicUrl }, DEMO_INVITEE.email, DEMO_MERCHANTS.find((m) => m.key === DEMO_INVITEE.merchant)!.name);
  await grant(db, inviteeId, merchantIds[DEMO_INVITEE.merchant], 'read');

  const targets = DEMO_MERCHANTS.map((m) => ({ id: merchantIds[m.key], currency: m.currencies[0], url: m.url, moto: m.has_moto }));
  await insertPayments(db, targets, DEMO_PAYMENTS, { seed: 'demo', base: SEED_BASE_DATE, days: 60 });
  await seedSettlementsAndDisputes(db, targets);
  await seedDemoLinks(db, targets);
  await seedDemoPromocodes(db, targets);
  // Landings need a web-constructor country: the Ukrainian merchant; designs for every active merchant.
  await seedDemoLanding(db, merchantIds.ua, 'UAH');
  for (const m of DEMO_MERCHANTS.filter((x) => x.status === 'active')) await seedDemoDesigns(db, merchantIds[m.key], m.currencies[0]);
  await seedDemoCashbox(db, merchantIds.ua);
  await seedDemoPayouts(db, merchantIds.ge, userIds[DEMO_USERS[0].email]);
}
