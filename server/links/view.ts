// A link as the details call answers it (`invoice`, spec 001 s.3 Link) and as the list reads it.
import { sql } from 'kysely';
import { fromMinor } from '../lists/money.ts';
import { linkUrl } from './link-url.ts';
import { actionsFor, statusSql, type LinkStatus } from './status.ts';
import type { LinkCustomField, LinksDb } from './tables.ts';

export async function readLink(db: LinksDb, id: number) {
  return db.selectFrom('links as t').innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .selectAll('t').select(['m.name as merchant_name', statusSql.as('shown_status')])
    .where('t.id', '=', id).executeTakeFirst();
}

export type LinkWithStatus = NonNullable<Awaited<ReturnType<typeof readLink>>>;

export function invoiceReply(link: LinkWithStatus, publicUrl: string) {
  const status = link.shown_status as LinkStatus;
  return {
    id: link.id,
    merchant: link.merchant_id,
    merchant_name: link.merchant_name,
    name: link.name,
    amount: fromMinor(Number(link.amount)),
    currency: link.currency,
    description: link.description,
    invoice_name: link.invoice_name,
    receiver_first_name: link.receiver_first_name,
    receiver_email: link.receiver_email,
    receiver_phone: link.receiver_phone,
    timeend: link.timeend,
    checkout_language: link.checkout_language,
    response_url: link.response_url,
    server_callback_url: link.server_callback_url,
    merchant_data: link.merchant_data,
    custom_fields: link.custom_fields as LinkCustomField[],
    status,
    url: linkUrl(publicUrl, link.ref),
    url_short: link.url_short,
    parent_id: null,
    created: new Date(link.created_at).toISOString(),
    sent_at: link.sent_at ? new Date(link.sent_at).toISOString() : null,
    ...actionsFor(status),
  };
}

/** Today in the merchant's time zone (YYYY-MM-DD): the first day a link may run until. */
export async function merchantToday(db: LinksDb, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants as m').select(sql<string>`to_char((now() at time zone m.time_zone)::date, 'YYYY-MM-DD')`.as('today'))
    .where('m.id', '=', merchantId).executeTakeFirstOrThrow();
  return row.today;
}
