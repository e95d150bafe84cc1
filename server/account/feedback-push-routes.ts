// Feedback panel and in-app (web push) notifications of the signed-in user.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { maskCardNumbers } from '../security/card-mask.ts';

export function feedbackPushRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/account/feedback/', async (request) => {
    const user = await requireUser(db, request);
    const body = validateBody<{ message: string; rating?: number }>('feedback', request.body);
    await db.insertInto('feedback').values({ user_id: user.id, message: maskCardNumbers(body.message), rating: body.rating ?? null }).execute();
    return {};
  });

  app.get('/account/push/web/', async (request) => {
    const user = await requireUser(db, request);
    const rows = await db.selectFrom('notifications').select(['id', 'title', 'text', 'created_at', 'read'])
      .where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
    const { unread } = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', user.id).where('read', '=', false).executeTakeFirstOrThrow();
    return {
      data: rows.map((n) => ({ id: n.id, title: n.title, text: n.text, created: n.created_at.toISOString(), read: n.read })),
      unread,
    };
  });

  app.post<{ Params: { id: string } }>('/account/push/web/approve/:id/', async (request) => {
    const user = await requireUser(db, request);
    const id = Number(request.params.id);
    const res = Number.isSafeInteger(id)
      ? await db.updateTable('notifications').set({ read: true }).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst()
      : undefined;
    if (!res || res.numUpdatedRows === 0n) throw notFound();
    return {};
  });
}
