// Demo links (first start): one link of each status per merchant, so the list shows every badge and
// the visibility rules of spec 001 s.4 at once.
import type { Db } from '../db/connect.ts';
import { newLinkRef } from './link-url.ts';
import { linksDb } from './tables.ts';

const DEMO_LINKS = [
  { invoice_name: 'INV-1001', description: 'Consulting, March', amount: 45_000, receiver_email: 'client@example.com', status: 'created', daysLeft: 30 },
  { invoice_name: 'INV-1002', description: 'Annual subscription', amount: 12_000, receiver_email: 'buyer@example.com', status: 'paid', daysLeft: 30 },
  { invoice_name: 'INV-1003', description: 'Event tickets', amount: 3_550, receiver_email: '', status: 'created', daysLeft: -3 },
  { invoice_name: 'INV-1004', description: 'Cancelled order', amount: 990, receiver_email: '', status: 'deleted', daysLeft: null },
] as const;

export async function seedDemoLinks(db: Db, merchants: Array<{ id: number; currency: string }>): Promise<void> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await linksDb(db).insertInto('links').values(merchants.flatMap((m) => DEMO_LINKS.map((l) => ({
    merchant_id: m.id,
    ref: newLinkRef(),
    amount: l.amount,
    currency: m.currency,
    description: l.description,
    invoice_name: l.invoice_name,
    receiver_email: l.receiver_email,
    timeend: l.daysLeft === null ? null : day(l.daysLeft),
    status: l.status,
    custom_fields: JSON.stringify([]),
  })))).execute();
}
