// A link's status as users see it (spec 001 s.4): storage keeps created, paid or deleted; a created
// link whose timeend day has passed in the merchant's time zone reads expired. One SQL expression,
// used by the list, the details and the checkout, so they never disagree.
import { sql, type RawBuilder } from 'kysely';

export const LINK_STATUSES = ['created', 'paid', 'expired', 'deleted'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** `t` is the links row, `m` its merchant. */
export const statusSql: RawBuilder<LinkStatus> = sql<LinkStatus>`case when t.status = 'created' and t.timeend is not null
  and t.timeend < (now() at time zone m.time_zone)::date then 'expired' else t.status end`;

/** What a user may do with a link in each status (s.4): copy and share only while created, QR and delete until deleted. */
export const actionsFor = (status: LinkStatus) => ({
  can_copy: status === 'created',
  can_share: status === 'created',
  can_resend: status === 'created',
  can_qr: status !== 'deleted',
  can_delete: status !== 'deleted',
});
