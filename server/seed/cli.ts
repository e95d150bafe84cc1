// npm run seed [-- --payments N] [-- --days D]: migrations and demo data (when empty), then
// optionally N more payments spread over every merchant and the D days before the seed base date.
// Stop the server first when it uses the same PGlite directory (one process at a time).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { publicUrl } from '../config.ts';
import { connect, targetFromEnv } from '../db/connect.ts';
import { insertPayments } from './payments.ts';
import { SEED_BASE_DATE } from './prng.ts';
import { prepareDatabase } from './first-start.ts';

const { values } = parseArgs({ options: { payments: { type: 'string', default: '0' }, days: { type: 'string', default: '365' } } });
const count = Number(values.payments);
const days = Number(values.days);
if (!Number.isSafeInteger(count) || count < 0 || !(days > 0)) {
  console.error('usage: npm run seed -- [--payments N] [--days D]');
  process.exit(2);
}

const db = connect(targetFromEnv());
try {
  console.log((await prepareDatabase(db, publicUrl())) ? 'demo data created' : 'database already has data');
  if (count > 0) {
    const merchants = (await db.selectFrom('merchants').select(['id', 'currencies', 'url']).orderBy('id').execute())
      .map((m) => ({ id: m.id, currency: m.currencies[0] ?? 'EUR', url: m.url }));
    const { n } = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const started = Date.now();
    // The row count so far makes each run's order ids distinct while staying reproducible.
    await insertPayments(db, merchants, count, {
      seed: `bulk${n}`, base: SEED_BASE_DATE, days,
      onBatch: (done) => console.log(`${done} / ${count} payments (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    await sql`analyze payments`.execute(db);
  }
} finally {
  await db.destroy();
}
