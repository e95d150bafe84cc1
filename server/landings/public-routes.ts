// Published landings, public (no session): GET /l/{alias} renders the page, /l/{alias}/logo and
// /l/{alias}/cover its images; a draft, deactivated, deleted or unknown alias answers 404. With
// LANDINGS_HOST set, the same pages are also served on that host at /{alias}.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../http/context.ts';
import { landingPage, notFoundPage } from './public-page.ts';
import { landingsHost } from './view.ts';

const ALIAS = /^[A-Za-z0-9-]{1,50}$/;

export function sendHtml(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply.code(status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
  }).send(render(nonce));
}

export function landingPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const published = (alias: string) => (ALIAS.test(alias)
    ? ctx.db.selectFrom('landings as l').innerJoin('merchants as m', 'm.id', 'l.merchant_id').selectAll('l').select('m.name as merchant_name')
      .where(sql<string>`lower(l.alias)`, '=', alias.toLowerCase()).where('l.deleted_at', 'is', null).where('l.status', '=', 'published').executeTakeFirst()
    : Promise.resolve(undefined));

  const page = (onHost: boolean) => async (request: { params: { alias: string } }, reply: FastifyReply) => {
    const row = await published(request.params.alias);
    if (!row) return sendHtml(reply, 404, notFoundPage);
    const prefix = onHost ? '' : '/l';
    const links = {
      logo: row.logo_file_id ? `${prefix}/${row.alias}/logo` : null,
      cover: row.cover_file_id ? `${prefix}/${row.alias}/cover` : null,
      // On a host of their own, the checkout is on the portal's origin.
      checkout: `${onHost ? ctx.publicUrl : ''}/checkout/landing/${row.alias}`,
    };
    return sendHtml(reply, 200, (n) => landingPage(row, row.merchant_name, links, n));
  };

  const image = (kind: 'logo' | 'cover') => async (request: { params: { alias: string } }, reply: FastifyReply) => {
    const row = await published(request.params.alias);
    const fileId = kind === 'logo' ? row?.logo_file_id : row?.cover_file_id;
    if (!fileId) return reply.code(404).send({ error: 'Not found' });
    const file = await ctx.db.selectFrom('files').select(['content_type', 'data']).where('id', '=', fileId).executeTakeFirstOrThrow();
    return reply.headers({ 'content-type': file.content_type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' }).send(Buffer.from(file.data));
  };

  const params = { type: 'object', required: ['alias'], properties: { alias: { type: 'string', maxLength: 200 } } };
  app.get<{ Params: { alias: string } }>('/l/:alias', { schema: { params } }, page(false));
  app.get<{ Params: { alias: string } }>('/l/:alias/logo', { schema: { params } }, image('logo'));
  app.get<{ Params: { alias: string } }>('/l/:alias/cover', { schema: { params } }, image('cover'));
  const host = landingsHost();
  if (host) {
    app.get<{ Params: { alias: string } }>('/:alias', { schema: { params }, constraints: { host } }, page(true));
    app.get<{ Params: { alias: string } }>('/:alias/logo', { schema: { params }, constraints: { host } }, image('logo'));
    app.get<{ Params: { alias: string } }>('/:alias/cover', { schema: { params }, constraints: { host } }, image('cover'));
  }
}
