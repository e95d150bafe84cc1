// Demo promocodes (first start): on each merchant's open demo link (INV-1001) a 15 % code WELCOME15
// that works today, and an inactive one, so the link's detail page shows the list and the hosted
// checkout takes the code.
import type { Db } from '../db/connect.ts';
import { linksDb } from '../links/tables.ts';
import { promocodesDb } from './tables.ts';

export async function seedDemoPromocodes(db: Db, merchants: Array<{ id: number }>): Promise<void> {
  const links = await linksDb(db).selectFrom('links').select(['id', 'merchant_id']).where('invoice_name', '=', 'INV-1001')
    .where('status', '=', 'created').where('merchant_id', 'in', merchants.length ? merchants.map((m) => m.id) : [0]).execute();
  if (links.length === 0) return;
  await promocodesDb(db).insertInto('promocodes').values(links.flatMap((l) => [
    { merchant_id: l.merchant_id, entity_type: 'link' as const, entity_id: l.id, promo_name: 'WELCOME15', promo_percent: '0.1500', description: 'Welcome discount for new customers' },
    { merchant_id: l.merchant_id, entity_type: 'link' as const, entity_id: l.id, promo_name: 'SPRING_SALE', promo_percent: '0.3000', description: 'Spring sale, paused', is_actual: false },
  ])).execute();
}
