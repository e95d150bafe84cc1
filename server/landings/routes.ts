// Landing calls (spec 001 s.7 "Landings", base /merchant/landings/), privilege payment_solutions:
// (GET list/: the engine list of every merchant the user reads, served from list-source.ts)
// GET  add/ | POST add/                    choices | create a draft (alias suggested from the name)
// GET  {m}/edit/{id}/ | allinfo/           the landing | the landing with every step's data (preview)
// GET  {m}/edit/{id}/{step}/ | POST        a step's form values | save them (the next step follows)
// POST {m}/edit/{id}/publish/ | {m}/unpublish/{id}/
// GET  {m}/clone/{id}/ | POST {language}   | a draft copy in another language
// GET  {m}/remove/{id}/ | POST {reason}    | permanent delete
// GET  {m}/edit/{id}/preview/              the page as HTML (desktop preview popup)
// POST {m}/edit/{id}/file/upload/?kind=logo|cover, POST .../file/remove/{file}/ (a GET in the spec; GETs change
// nothing here, docs/decisions.md), GET .../file/get/{file}/
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest, demoMode, notFound, unauthorized } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { checkImage } from '../uploads/image.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { sendFile, storeFile } from '../uploads/store.ts';
import { loadLanding, type LandingAccess } from './access.ts';
import { ALIAS_TAKEN, freeAlias, isUniqueViolation } from './alias.ts';
import { checkConstructor, hasCheckoutV2, inCountry } from './availability.ts';
import { landingPage } from './public-page.ts';
import { sendHtml } from './public-routes.ts';
import { loadStep, saveStep } from './steps.ts';
import { aliasFromName } from './transliterate.ts';
import { canPublish, imageUrl, landingView, progressOf, publicAddress, STEPS, type LandingRow } from './view.ts';

export const IMAGE_UPLOAD = { maxBytes: 50 * 1024, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' } as const;
// The cropper's output (ratio 2.8): logo at most 840 x 300 (spec s.9), cover at most 1280 x 458.
const IMAGE_PIXELS = { logo: { minWidth: 280, maxWidth: 840, maxHeight: 300 }, cover: { minWidth: 280, maxWidth: 1280, maxHeight: 458 } };
export const NOT_PUBLISHABLE = 'Fill in every step before publishing';

export function landingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const view = (a: { landing: LandingRow; merchant: { name: string } }) => landingView(a.landing, a.merchant.name, ctx.publicUrl);
  const reload = async (a: LandingAccess) => ({ ...a, landing: await db.selectFrom('landings').selectAll().where('id', '=', a.landing.id).executeTakeFirstOrThrow() });

  /** The user's merchants with payment_solutions at `level`; 401 signed out, 409 demo mode without any merchant. */
  async function merchantsOf(request: Parameters<typeof loadLanding>[1], level: 'read' | 'edit') {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const userId = request.auth.userId;
    const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (!any) throw demoMode();
    const levels = level === 'read' ? ['read', 'edit'] as const : ['edit'] as const;
    return db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', userId).where('mu.view', '=', 'payment_solutions').where('mu.level', 'in', levels)
      .select(['m.id', 'm.name', 'm.country', 'm.checkout_version', 'm.currencies']).orderBy('m.name').orderBy('m.id').execute();
  }


  app.get('/merchant/landings/add/', async (request) => {
    const merchants = (await merchantsOf(request, 'edit')).filter((m) => inCountry(m) && hasCheckoutV2(m));
    return { merchants: merchants.map((m) => ({ value: m.id, label: m.name })) };
  });

  app.post('/merchant/landings/add/', async (request) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const v = validateBody<{ merchant?: number; type: 'donations' | 'digital_goods' | 'products'; name: string; language: string }>('landing_add', request.body);
    const merchantId = v.merchant ?? (await merchantsOf(request, 'edit')).find((m) => inCountry(m) && hasCheckoutV2(m))?.id;
    if (merchantId === undefined) throw badRequest([['merchant', 'field is required']]);
    const { merchant } = await loadMerchantAccess(db, request.auth.userId, merchantId, 'payment_solutions', 'edit');
    checkConstructor(merchant);
    const row = await db.transaction().execute(async (tx) => tx.insertInto('landings')
      .values({ merchant_id: merchant.id, type: v.type, name: v.name.trim(), language: v.language, alias: await freeAlias(tx, aliasFromName(v.name)) })
      .returning('id').executeTakeFirstOrThrow());
    return { landing_id: row.id, merchant: merchant.id, step: 'settings' };
  });

  const base = '/merchant/landings/:merchant';

  app.get(`${base}/edit/:id/`, async (request) => view(await loadLanding(db, request, 'read')));

  app.get(`${base}/edit/:id/allinfo/`, async (request) => {
    const a = await loadLanding(db, request, 'read');
    const l = a.landing;
    return { ...view(a), settings: l.settings, finance: l.finance, contacts: l.contacts,
      public_url: l.status === 'published' ? publicAddress(ctx.publicUrl, l.alias) : null };
  });

  // One route per step, as the endpoint files name them.
  for (const step of STEPS) {
    app.get(`${base}/edit/:id/${step}/`, async (request) => {
      const a = await loadLanding(db, request, 'read');
      return loadStep(step, a.landing, a.merchant);
    });

    app.post(`${base}/edit/:id/${step}/`, async (request) => {
      const a = await loadLanding(db, request, 'edit');
      const outcome = await db.transaction().execute((tx) => saveStep(tx, step, a.landing, a.merchant, request.body))
        .catch((e: unknown) => { throw isUniqueViolation(e) ? badRequest([['alias', ALIAS_TAKEN]]) : e; });
      const row = (await reload(a)).landing;
      const next = STEPS[STEPS.indexOf(step) + 1] ?? null;
      return { step, next_step: outcome.saved ? next : step, progress: progressOf(row), can_publish: canPublish(row),
        ...(outcome.saved ? {} : { confirm_alias: outcome.confirm_alias }) };
    });
  }

  // The desktop preview (the wizard's 1024 x 768 popup): the public page as it is or would be
  // published, for the merchant's users only; images from the signed-in file calls.
  app.get(`${base}/edit/:id/preview/`, async (request, reply) => {
    const a = await loadLanding(db, request, 'read');
    const l = a.landing;
    const links = { logo: imageUrl(l, l.logo_file_id), cover: imageUrl(l, l.cover_file_id), checkout: `/checkout/landing/${l.alias}` };
    return sendHtml(reply, 200, (n) => landingPage(l, a.merchant.name, links, n));
  });

  app.post(`${base}/edit/:id/publish/`, async (request) => {
    const a = await loadLanding(db, request, 'edit');
    if (!canPublish(a.landing)) throw badRequest(NOT_PUBLISHABLE);
    await db.updateTable('landings').set({ status: 'published', updated_at: new Date() }).where('id', '=', a.landing.id).execute();
    return view(await reload(a));
  });

  app.post(`${base}/unpublish/:id/`, async (request) => {
    const a = await loadLanding(db, request, 'edit');
    await db.updateTable('landings').set({ status: a.landing.status === 'published' ? 'deactivated' : a.landing.status, updated_at: new Date() })
      .where('id', '=', a.landing.id).execute();
    return view(await reload(a));
  });

  app.get(`${base}/clone/:id/`, async (request) => {
    const { landing } = await loadLanding(db, request, 'read');
    return { name: landing.name, language: landing.language };
  });

  app.post(`${base}/clone/:id/`, async (request) => {
    const a = await loadLanding(db, request, 'edit');
    const { language } = validateBody<{ language: string }>('landing_clone', request.body);
    const l = a.landing;
    const row = await db.transaction().execute(async (tx) => {
      // The copy's images are copies too: deleting one landing's image leaves the other's.
      const copyFile = async (id: number | null) => (id === null ? null : (await tx.insertInto('files')
        .columns(['owner_user_id', 'name', 'content_type', 'data'])
        .expression((eb) => eb.selectFrom('files').select([eb.val(a.userId).as('owner_user_id'), 'name', 'content_type', 'data']).where('id', '=', id))
        .returning('id').executeTakeFirstOrThrow()).id);
      return tx.insertInto('landings').values({
        merchant_id: l.merchant_id, type: l.type, name: l.name, alias: await freeAlias(tx, l.alias), language, color_preset: l.color_preset,
        settings: JSON.stringify(l.settings), finance: JSON.stringify(l.finance), contacts: JSON.stringify(l.contacts), steps_done: JSON.stringify(l.steps_done),
        logo_file_id: await copyFile(l.logo_file_id), cover_file_id: await copyFile(l.cover_file_id), parent_landing_id: l.id,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { landing_id: row.id, merchant: l.merchant_id };
  });

  app.get(`${base}/remove/:id/`, async (request) => ({ name: (await loadLanding(db, request, 'read')).landing.name }));

  app.post(`${base}/remove/:id/`, async (request) => {
    const { landing } = await loadLanding(db, request, 'edit');
    const { reason } = validateBody<{ reason: string }>('landing_remove', request.body);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('landings').set({ deleted_at: new Date(), delete_reason: reason.trim(), status: 'deactivated', logo_file_id: null, cover_file_id: null })
        .where('id', '=', landing.id).execute();
      const files = [landing.logo_file_id, landing.cover_file_id].filter((f): f is number => f !== null);
      if (files.length) await tx.deleteFrom('files').where('id', 'in', files).execute();
    });
    return { removed: true };
  });

  app.post<{ Querystring: { kind?: string } }>(`${base}/edit/:id/file/upload/`, { config: { multipart: true } }, async (request) => {
    const a = await loadLanding(db, request, 'edit');
    const kind = request.query.kind === 'cover' ? 'cover' : 'logo';
    const upload = await readUpload(request, IMAGE_UPLOAD);
    checkImage(upload.data, IMAGE_PIXELS[kind], kind === 'logo' ? 'logo' : 'image');
    const column = kind === 'logo' ? 'logo_file_id' : 'cover_file_id';
    const fileId = await db.transaction().execute(async (tx) => {
      const id = await storeFile(tx, a.userId, upload);
      const old = await tx.selectFrom('landings').select(column).where('id', '=', a.landing.id).forUpdate().executeTakeFirstOrThrow();
      await tx.updateTable('landings').set({ [column]: id, updated_at: new Date() }).where('id', '=', a.landing.id).execute();
      const oldId = old[column];
      if (oldId) await tx.deleteFrom('files').where('id', '=', oldId).execute();
      return id;
    });
    return { url: `/api/v2/merchant/landings/${a.landing.merchant_id}/edit/${a.landing.id}/file/get/${fileId}/`, file: fileId };
  });

  const ownFile = (l: LandingRow, file: number) => {
    if (file !== l.logo_file_id && file !== l.cover_file_id) throw notFound();
    return file === l.logo_file_id ? 'logo_file_id' as const : 'cover_file_id' as const;
  };

  app.post<{ Params: { file: number } }>(`${base}/edit/:id/file/remove/:file/`, async (request) => {
    const a = await loadLanding(db, request, 'edit');
    const column = ownFile(a.landing, Number(request.params.file));
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('landings').set({ [column]: null, updated_at: new Date() }).where('id', '=', a.landing.id).execute();
      await tx.deleteFrom('files').where('id', '=', Number(request.params.file)).execute();
    });
    return { removed: true };
  });

  app.get<{ Params: { file: number } }>(`${base}/edit/:id/file/get/:file/`, async (request, reply) => {
    const a = await loadLanding(db, request, 'read');
    ownFile(a.landing, Number(request.params.file));
    return sendFile(db, reply, Number(request.params.file), true);
  });
}

