// GET /s/{code} (outside /api/v2): the stand-in shortener's redirect. The call that makes a short
// link (GET /api/v2/s/shortener, links.shorten) is served by server/links/handlers.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { linksDb } from '../links/tables.ts';

export function shortLinkRedirect(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const { code } = request.params;
    const row = /^[\w-]{1,32}$/.test(code)
      ? await linksDb(ctx.db).selectFrom('short_links').select('url').where('code', '=', code).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return reply.header('cache-control', 'no-store').redirect(row.url, 302);
  });
}
