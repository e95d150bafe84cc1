// Two landing calls whose replies are a page and an image's bytes, not JSON (landings.preview and
// landings.file of schemas/endpoints/landings.json), for the merchant's users only:
// GET {m}/edit/{id}/preview/         the desktop preview (the wizard's 1024 x 768 popup): the public page
//                                    as it is or would be published, images from the file address below
// GET {m}/edit/{id}/file/get/{file}/ the landing's logo or cover
import type { ReadCall } from '../http/handler-types.ts';
import { sendFile } from '../uploads/store.ts';
import { loadLanding } from './access.ts';
import { notFound } from '../http/errors.ts';
import type { LandingRow } from './view.ts';
import { landingPage } from './public-page.ts';
import { sendHtml } from './public-routes.ts';
import { imageUrl } from './view.ts';

export async function landingPreview({ db, request, reply }: ReadCall) {
  const a = await loadLanding(db, request, 'read');
  const l = a.landing;
  const links = { logo: imageUrl(l, l.logo_file_id), cover: imageUrl(l, l.cover_file_id), checkout: `/checkout/landing/${l.alias}` };
  return sendHtml(reply, 200, (n) => landingPage(l, a.merchant.name, links, n));
}

export async function landingFile({ db, request, reply }: ReadCall) {
  const a = await loadLanding(db, request, 'read');
  const file = Number((request.params as { file: string }).file);
  ownFile(a.landing, file);
  return sendFile(db, reply, file, true);
}

/** The landing's image column `file` is, or 404 for a file that is not one of its images. */
export function ownFile(l: LandingRow, file: number) {
  if (file !== l.logo_file_id && file !== l.cover_file_id) throw notFound();
  return file === l.logo_file_id ? 'logo_file_id' as const : 'cover_file_id' as const;
}
