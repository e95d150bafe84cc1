// Two landing addresses under /api/v2 that are no calls of schemas/endpoints/landings.json (their
// replies are a page and an image's bytes, not JSON), for the merchant's users only:
// GET {m}/edit/{id}/preview/         the desktop preview (the wizard's 1024 x 768 popup): the public page
//                                    as it is or would be published, images from the file address below
// GET {m}/edit/{id}/file/get/{file}/ the landing's logo or cover
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { sendFile } from '../uploads/store.ts';
import { loadLanding } from './access.ts';
import { ownFile } from './handlers.ts';
import { landingPage } from './public-page.ts';
import { sendHtml } from './public-routes.ts';
import { imageUrl } from './view.ts';

export function landingFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/merchant/landings/:merchant';

  app.get(`${base}/edit/:id/preview/`, async (request, reply) => {
    const a = await loadLanding(db, request, 'read');
    const l = a.landing;
    const links = { logo: imageUrl(l, l.logo_file_id), cover: imageUrl(l, l.cover_file_id), checkout: `/checkout/landing/${l.alias}` };
    return sendHtml(reply, 200, (n) => landingPage(l, a.merchant.name, links, n));
  });

  app.get<{ Params: { file: number } }>(`${base}/edit/:id/file/get/:file/`, async (request, reply) => {
    const a = await loadLanding(db, request, 'read');
    ownFile(a.landing, Number(request.params.file));
    return sendFile(db, reply, Number(request.params.file), true);
  });
}
