// GET /merchant/list/ and POST {search}: the merchants the user has any privilege on.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import type { Privileges } from './views.ts';

const MIN_SEARCH = 3;

export function merchantListRoute(app: FastifyInstance, { db }: AppContext): void {
  const list = async (userId: number, search: string) => {
    let query = db.selectFrom('merchants as m')
      .innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', userId)
      // A merchant still being onboarded joins the list (the header selector) when activation is done.
      .where('m.status', '<>', 'onboarding')
      .select(['m.id', 'm.merchant_id', 'm.name', 'm.url', 'm.company_name', 'm.status', 'm.currencies', 'm.country', 'm.has_multiparty', 'm.has_moto'])
      .select(sql<Privileges>`jsonb_object_agg(mu.view, mu.level)`.as('privileges'))
      .groupBy('m.id')
      .orderBy('m.name').orderBy('m.id');
    // Fewer than 3 characters lists everything (spec: search starts at 3).
    if (search.length >= MIN_SEARCH) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or(['m.name', 'm.merchant_id', 'm.company_name', 'm.url'].map((c) => eb(eb.ref(c as 'm.name'), 'ilike', like))));
    }
    return { data: await query.execute() };
  };

  app.get('/merchant/list/', async (request) => list((await requireUser(db, request)).id, ''));

  app.post('/merchant/list/', async (request) => {
    const user = await requireUser(db, request);
    const search = (request.body as { search?: unknown } | undefined)?.search;
    return list(user.id, typeof search === 'string' ? search.trim() : '');
  });
}
