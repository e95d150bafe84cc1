// Landing calls (schemas/endpoints/landings.json; spec 001 s.7 "Landings", base /merchant/landings/),
// privilege payment_solutions on the merchant of the path ({m}: the file's access), then the landing
// of that merchant (./access.ts landingOfCall; editing also needs the web constructor).
// (GET list/: the engine list of every merchant the user reads, served from list-source.ts)
// GET  add/ | POST add/                    choices | create a draft (alias suggested from the name)
// GET  {m}/edit/{id}/ | allinfo/           the landing | the landing with every step's data (preview)
// GET  {m}/edit/{id}/{step}/ | POST        a step's form values | save them (the next step follows)
// POST {m}/edit/{id}/publish/ | {m}/unpublish/{id}/
// GET  {m}/clone/{id}/ | POST {language}   | a draft copy in another language
// GET  {m}/remove/{id}/ | POST {reason}    | permanent delete
// POST {m}/edit/{id}/file/upload/?kind=logo|cover, POST .../file/remove/{file}/ (a GET in the spec; GETs change
// nothing here, docs/decisions.md). The preview page and the image bytes are plain routes (./file-routes.ts).
import { badRequest, demoMode } from '../http/errors.ts';
import { defineHandlers, type ReadCall, type WriteCall } from '../http/handler-types.ts';
import type { Db } from '../db/connect.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { checkImage } from '../uploads/image.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { storeFile } from '../uploads/store.ts';
import { landingOfCall, type LandingAccess } from './access.ts';
import { ALIAS_TAKEN, freeAlias, isUniqueViolation } from './alias.ts';
import { checkConstructor, hasCheckoutV2, inCountry } from './availability.ts';
import { loadStep, saveStep } from './steps.ts';
import { aliasFromName } from './transliterate.ts';
import { canPublish, landingView, progressOf, publicAddress, STEPS, type LandingRow, type Step } from './view.ts';

export const IMAGE_UPLOAD = { maxBytes: 50 * 1024, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' } as const;
// The cropper's output (ratio 2.8): logo at most 840 x 300 (spec s.9), cover at most 1280 x 458.
const IMAGE_PIXELS = { logo: { minWidth: 280, maxWidth: 840, maxHeight: 300 }, cover: { minWidth: 280, maxWidth: 1280, maxHeight: 458 } };
export const NOT_PUBLISHABLE = 'Fill in every step before publishing';

/** The user's merchants with payment_solutions at `level`; 409 demo mode without any merchant. */
async function merchantsOf(db: Db, userId: number, level: 'read' | 'edit') {
  const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (!any) throw demoMode();
  const levels = level === 'read' ? ['read', 'edit'] as const : ['edit'] as const;
  return db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
    .where('mu.user_id', '=', userId).where('mu.view', '=', 'payment_solutions').where('mu.level', 'in', levels)
    .select(['m.id', 'm.name', 'm.country', 'm.checkout_version', 'm.currencies']).orderBy('m.name').orderBy('m.id').execute();
}

const landing = (call: ReadCall | WriteCall, level: 'read' | 'edit') => landingOfCall(call.db, call.request, call.access, level);

import { landingFile, landingPreview, ownFile } from './file-routes.ts';

export const landingHandlers = defineHandlers('landings', ({ publicUrl }) => {
  const view = (a: { landing: LandingRow; merchant: { name: string } }) => landingView(a.landing, a.merchant.name, publicUrl);
  const reload = async (db: Db, a: LandingAccess) => ({ ...a, landing: await db.selectFrom('landings').selectAll().where('id', '=', a.landing.id).executeTakeFirstOrThrow() });
  const stepRead = (step: Step) => async (call: ReadCall) => {
    const a = await landing(call, 'read');
    return loadStep(step, a.landing, a.merchant);
  };
  const stepSave = (step: Step) => async (call: WriteCall) => {
    const a = await landing(call, 'edit');
    const outcome = await saveStep(call.db, step, a.landing, a.merchant, call.body)
      .catch((e: unknown) => { throw isUniqueViolation(e) ? badRequest([['alias', ALIAS_TAKEN]]) : e; });
    const row = (await reload(call.db, a)).landing;
    const next = STEPS[STEPS.indexOf(step) + 1] ?? null;
    return { step, next_step: outcome.saved ? next : step, progress: progressOf(row), can_publish: canPublish(row),
      ...(outcome.saved ? {} : { confirm_alias: outcome.confirm_alias }) };
  };

  return {
    add: async ({ db, request }) => {
      const merchants = (await merchantsOf(db, request.auth!.userId, 'edit')).filter((m) => inCountry(m) && hasCheckoutV2(m));
      return { merchants: merchants.map((m) => ({ value: m.id, label: m.name })) };
    },

    addSave: async ({ db, request, body }) => {
      const userId = request.auth!.userId;
      const v = body as { merchant?: number; type: 'donations' | 'digital_goods' | 'products'; name: string; language: string };
      const merchantId = v.merchant ?? (await merchantsOf(db, userId, 'edit')).find((m) => inCountry(m) && hasCheckoutV2(m))?.id;
      if (merchantId === undefined) throw badRequest([['merchant', 'field is required']]);
      const { merchant } = await loadMerchantAccess(db, userId, merchantId, 'payment_solutions', 'edit');
      checkConstructor(merchant);
      const row = await db.insertInto('landings')
        .values({ merchant_id: merchant.id, type: v.type, name: v.name.trim(), language: v.language, alias: await freeAlias(db, aliasFromName(v.name)) })
        .returning('id').executeTakeFirstOrThrow();
      return { landing_id: row.id, merchant: merchant.id, step: 'settings' };
    },

    info: async (call) => view(await landing(call, 'read')),

    allinfo: async (call) => {
      const a = await landing(call, 'read');
      const l = a.landing;
      return { ...view(a), settings: l.settings, finance: l.finance, contacts: l.contacts,
        public_url: l.status === 'published' ? publicAddress(publicUrl, l.alias) : null };
    },

    settings: stepRead('settings'),
    settingsSave: stepSave('settings'),
    finance: stepRead('finance'),
    financeSave: stepSave('finance'),
    contacts: stepRead('contacts'),
    contactsSave: stepSave('contacts'),

    publish: async (call) => {
      const a = await landing(call, 'edit');
      if (!canPublish(a.landing)) throw badRequest(NOT_PUBLISHABLE);
      await call.db.updateTable('landings').set({ status: 'published', updated_at: new Date() }).where('id', '=', a.landing.id).execute();
      return view(await reload(call.db, a));
    },

    unpublish: async (call) => {
      const a = await landing(call, 'edit');
      await call.db.updateTable('landings').set({ status: a.landing.status === 'published' ? 'deactivated' : a.landing.status, updated_at: new Date() })
        .where('id', '=', a.landing.id).execute();
      return view(await reload(call.db, a));
    },

    clone: async (call) => {
      const { landing: l } = await landing(call, 'read');
      return { name: l.name, language: l.language };
    },

    cloneSave: async (call) => {
      const a = await landing(call, 'edit');
      const { language } = call.body as { language: string };
      const l = a.landing;
      const tx = call.db;
      // The copy's images are copies too: deleting one landing's image leaves the other's.
      const copyFile = async (id: number | null) => (id === null ? null : (await tx.insertInto('files')
        .columns(['owner_user_id', 'name', 'content_type', 'data'])
        .expression((eb) => eb.selectFrom('files').select([eb.val(a.userId).as('owner_user_id'), 'name', 'content_type', 'data']).where('id', '=', id))
        .returning('id').executeTakeFirstOrThrow()).id);
      const row = await tx.insertInto('landings').values({
        merchant_id: l.merchant_id, type: l.type, name: l.name, alias: await freeAlias(tx, l.alias), language, color_preset: l.color_preset,
        settings: JSON.stringify(l.settings), finance: JSON.stringify(l.finance), contacts: JSON.stringify(l.contacts), steps_done: JSON.stringify(l.steps_done),
        logo_file_id: await copyFile(l.logo_file_id), cover_file_id: await copyFile(l.cover_file_id), parent_landing_id: l.id,
      }).returning('id').executeTakeFirstOrThrow();
      return { landing_id: row.id, merchant: l.merchant_id };
    },

    remove: async (call) => ({ name: (await landing(call, 'read')).landing.name }),

    removeSave: async (call) => {
      const { landing: l } = await landing(call, 'edit');
      const { reason } = call.body as { reason: string };
      await call.db.updateTable('landings').set({ deleted_at: new Date(), delete_reason: reason.trim(), status: 'deactivated', logo_file_id: null, cover_file_id: null })
        .where('id', '=', l.id).execute();
      const files = [l.logo_file_id, l.cover_file_id].filter((f): f is number => f !== null);
      if (files.length) await call.db.deleteFrom('files').where('id', 'in', files).execute();
      return { removed: true };
    },

    fileUpload: async (call) => {
      const a = await landing(call, 'edit');
      const kind = (call.request.query as { kind?: string }).kind === 'cover' ? 'cover' : 'logo';
      const upload = await readUpload(call.request, IMAGE_UPLOAD);
      checkImage(upload.data, IMAGE_PIXELS[kind], kind === 'logo' ? 'logo' : 'image');
      const column = kind === 'logo' ? 'logo_file_id' : 'cover_file_id';
      const tx = call.db;
      const fileId = await storeFile(tx, a.userId, upload);
      const old = await tx.selectFrom('landings').select(column).where('id', '=', a.landing.id).forUpdate().executeTakeFirstOrThrow();
      await tx.updateTable('landings').set({ [column]: fileId, updated_at: new Date() }).where('id', '=', a.landing.id).execute();
      const oldId = old[column];
      if (oldId) await tx.deleteFrom('files').where('id', '=', oldId).execute();
      return { url: `/api/v2/merchant/landings/${a.landing.merchant_id}/edit/${a.landing.id}/file/get/${fileId}/`, file: fileId };
    },

    fileRemove: async (call) => {
      const a = await landing(call, 'edit');
      const file = Number((call.request.params as { file: number }).file);
      const column = ownFile(a.landing, file);
      await call.db.updateTable('landings').set({ [column]: null, updated_at: new Date() }).where('id', '=', a.landing.id).execute();
      await call.db.deleteFrom('files').where('id', '=', file).execute();
      return { removed: true };
    },
    preview: landingPreview,
    file: landingFile,
  };
});
