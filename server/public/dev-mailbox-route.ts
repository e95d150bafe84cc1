// GET /dev/mailbox/: the outbox, for demos and tests without SMTP. Never registered in production.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';

export function devMailboxRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: { to?: string } }>('/dev/mailbox/', async (request) => {
    let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
    if (request.query.to) query = query.where('to_address', '=', request.query.to.trim().toLowerCase());
    const rows = await query.execute();
    return { data: rows.map((m) => ({ id: m.id, to: m.to_address, subject: m.subject, text: m.body, created: m.created_at.toISOString() })) };
  });
}
