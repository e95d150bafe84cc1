// GET /api/v2/s/shortener?url= (spec 001 s.7): the short link of a checkout address of this portal
// (nothing else, so the portal is no open shortener), remembered on the link it points to.
// GET /s/{code} (outside /api/v2): the stand-in's redirect.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { linksDb } from '../links/tables.ts';
import type { Shortener } from './shortener.ts';

export function shortenerRoutes(shortener: Shortener) {
  return (api: FastifyInstance, ctx: AppContext): void => {
    api.get('/s/shortener', async (request) => {
      await requireUser(ctx.db, request);
      const url = (request.query as { url?: unknown }).url;
      if (typeof url !== 'string' || url === '') throw badRequest([['url', 'field is required']]);
      if (!url.startsWith(`${ctx.publicUrl}/checkout/`) || url.length > 2048 || /\s/.test(url)) throw badRequest([['url', 'Enter a valid url']]);
      let token: string;
      try {
        token = await shortener.shorten(url);
      } catch {
        throw new HttpError(502, { error: 'The URL shortener is not available. Try again later.' });
      }
      const ref = /\/checkout\/link\/([\w-]+)$/.exec(url)?.[1];
      if (ref) await linksDb(ctx.db).updateTable('links').set({ url_short: token }).where('ref', '=', ref).execute();
      return { token };
    });
  };
}

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
