// GET /settings/merchants/ (the merchant settings datalist: the user's merchants, paged) and
// POST /merchant/{merchant}/delete/ (settings edit AND permissions edit: it takes everyone's access;
// and the user's password, with the two-step code when that is on: form merchant_delete).
import { requireUser } from '../../http/auth.ts';
import { reauthenticate, type Proof } from '../../account/reauthenticate.ts';
import { forbidden } from '../../http/errors.ts';
import type { MerchantSettingsHandlers } from './tables.ts';

const SIZES = [5, 10, 20, 40, 80];

export const merchantCalls = (): Pick<MerchantSettingsHandlers, 'merchants' | 'delete'> => ({
  merchants: async ({ db, request }) => {
    const query = request.query as { page?: string; limit?: string; query_words?: string };
    const user = await requireUser(db, request);
    const limit = SIZES.includes(Number(query.limit)) ? Number(query.limit) : 10;
    const words = (query.query_words ?? '').trim();
    let q = db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', user.id).where('mu.view', '=', 'settings');
    if (words) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('m.name', 'ilike', like), eb('m.merchant_id', 'ilike', like), eb('m.url', 'ilike', like)]));
    }
    const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(count) / limit));
    const page = Math.min(pages, Math.max(1, Number(query.page) || 1));
    const rows = await q.select(['m.id', 'm.merchant_id', 'm.name', 'm.url', 'm.company_name', 'm.company_id as company_profile_id', 'm.status', 'm.currencies', 'mu.level'])
      .orderBy('m.name').orderBy('m.id').limit(limit).offset((page - 1) * limit).execute();
    return {
      data: rows.map((r) => ({ ...r, merchant: r.id, currencies: (r.currencies ?? []).join(', '), can_delete: r.level === 'edit' })),
      paginator: { page, pages, limit, count: Number(count) },
      query_words: words,
    };
  },

  // Steps (writes: "steps"): the password check counts the attempt (throttle_counters) in a step that
  // commits before the answer, so a wrong password's count stands, and the password hash runs
  // outside any transaction (account/reauthenticate.ts); then the merchant's access rows go and it
  // is marked deleted, in one step.
  delete: async ({ step, access: { merchant: m, privileges }, request, body }) => {
    if (privileges.permissions !== 'edit') throw forbidden();
    await reauthenticate(step, request, body as Proof);
    // The merchant's payments, settlements and reports stay (accounting); nobody sees it any more.
    await step(async (trx) => {
      await trx.deleteFrom('merchant_users').where('merchant_id', '=', m.id).execute();
      await trx.updateTable('merchants').set({ status: 'deleted' }).where('id', '=', m.id).execute();
    });
    return { message: 'Merchant deleted' };
  },
});
