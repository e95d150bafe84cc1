// Checkout design calls (schemas/endpoints/designs.json; spec 001 s.7 "Designs"), under /merchant/payment-solutions/:
// GET {merchant}/design/templates/ | config/
// POST {merchant}/design/create/               GET|POST {merchant}/design/hash/{hash}/
// POST {merchant}/design/hash/{hash}/activate/ | clone/ | remove/
// POST design/bulk_status/ {design_ids}        (the list and the editor poll pending designs)
// Privilege: payment_solutions read to see, edit to change (the file's access); the bulk status is a
// signed-in call over every merchant the user holds payment_solutions on. The lists (design/list/,
// {merchant}/design/list/) are the lists engine's (./list-source.ts). The preview frame
// (./preview-frame.ts) is a page, not a call.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { designReviewSeconds } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { defineHandlers } from '../http/handler-types.ts';

import { MAX_DB_ID } from '../http/db-id.ts';
import { badRequest, demoMode, notFound } from '../http/errors.ts';
import { fromMinor } from '../lists/money.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { configurationOut, readDesignInput } from './configuration.ts';
import { PREVIEW_FRAME_PATH } from './preview-frame.ts';
import { CHECKOUT_SOURCE_HTML } from './source.ts';
import { notDeleted, progressOf, savesAsCopy, statusSql, type DesignStatus } from './status.ts';
import { designsDb, type DesignsDb } from './tables.ts';

const VIEW = 'payment_solutions';

const newHash = () => randomBytes(12).toString('hex');

function designQuery(db: DesignsDb) {
  return db.selectFrom('designs as d').innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .select(['d.id', 'd.hash', 'd.merchant_id', 'm.name as merchant_name', 'd.name', 'd.comment', 'd.configuration', 'd.preview_amount',
      'd.preview_currency', 'd.activation_requested_at', 'd.review_due_at', 'd.created_at', 'd.updated_at'])
    .select(statusSql.as('status'))
    .where(notDeleted);
}
type DesignRow = Awaited<ReturnType<ReturnType<typeof designQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => new Date(d).toISOString();

function rowView(r: DesignRow, canEdit: boolean) {
  const status = r.status as DesignStatus;
  return {
    id: r.id, hash: r.hash, merchant: r.merchant_id, merchant_name: r.merchant_name, name: r.name, comment: r.comment, status,
    valid: status !== 'pending_activation', can_activate: canEdit && status !== 'active' && status !== 'pending_activation', progress: progressOf(status, r.activation_requested_at && new Date(r.activation_requested_at), r.review_due_at && new Date(r.review_due_at)),
    preview_amount: fromMinor(Number(r.preview_amount)), preview_currency: r.preview_currency,
    created: iso(r.created_at), updated: iso(r.updated_at), can_edit: canEdit,
  };
}

const designView = (r: DesignRow, canEdit: boolean) => ({
  ...rowView(r, canEdit),
  configuration: configurationOut(r.configuration, Number(r.preview_amount), r.preview_currency),
  invalidation_status: r.status === 'pending_activation' ? 'in_review' : null,
  source_code_html: CHECKOUT_SOURCE_HTML,
});

/** The merchant's design named by the address; 404 when it is another merchant's, deleted or unknown. */
async function designOf(db: DesignsDb, call: { request: { params: unknown }; access: MerchantAccess }): Promise<DesignRow> {
  const { hash } = call.request.params as { hash: string };
  const row = await designQuery(db).where('d.hash', '=', hash).where('d.merchant_id', '=', call.access.merchant.id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function byId(db: DesignsDb, id: number): Promise<DesignRow> {
  return designQuery(db).where('d.id', '=', id).executeTakeFirstOrThrow();
}

const canEditOf = (access: MerchantAccess) => allows(access.privileges[VIEW], 'edit');

/** Merchants on which the user holds payment_solutions (edit only when `edit`); 409 demo mode with none at all. */
async function merchantsOf(db: Db, userId: number) {
  const rows = await db.selectFrom('merchant_users as mu').innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
    .select(['m.id', 'm.name', 'mu.view', 'mu.level']).where('mu.user_id', '=', userId).orderBy('m.name').execute();
  if (rows.length === 0) throw demoMode();
  return rows.filter((r) => r.view === VIEW);
}

import { sendPreviewFrame } from './preview-frame.ts';

export const designHandlers = defineHandlers('designs', () => ({
  templates: async ({ db }) => {
    const rows = await designsDb(db).selectFrom('design_templates').select(['id', 'name', 'configuration']).orderBy('id').execute();
    return { data: rows, choices: rows.map((r) => ({ value: r.id, label: r.name })) };
  },

  config: ({ access }) => ({
    activation_duration: designReviewSeconds(), refresh_interval: 1200, device_widths: { desktop: 1200, mobile: 360 },
    languages: ['en', 'uk'], can_edit: canEditOf(access), preview_url: `/api/v2${PREVIEW_FRAME_PATH}`,
  }),

  // The body is checked here, not by the design_create form: a missing name is 'default' (the form's default).
  create: async ({ db: trx, access, request }) => {
    const db = designsDb(trx);
    const body = request.body as { name?: unknown; comment?: unknown; template?: unknown };
    const extra = Object.keys(body).find((k) => !['merchant', 'name', 'comment', 'template'].includes(k));
    if (extra) throw badRequest([[extra, 'This field is not part of the form']]);
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : 'default';
    if (name.length > 100) throw badRequest([['name', 'value is to long']]);
    if (body.comment !== undefined && (typeof body.comment !== 'string' || body.comment.length > 1024)) throw badRequest([['comment', 'value is to long']]);
    const templateId = body.template === undefined || body.template === null || body.template === '' ? undefined : Number(body.template);
    const template = await db.selectFrom('design_templates').select('configuration')
      .$call((q) => (templateId === undefined ? q.orderBy('id') : q.where('id', '=', Number.isSafeInteger(templateId) && templateId > 0 && templateId <= MAX_DB_ID ? templateId : -1)))
      .executeTakeFirst();
    if (!template) throw badRequest([['template', 'Select a valid choice']]);
    const { params: _p, ...configuration } = template.configuration as { params?: unknown };
    const merchant = access.merchant;
    const currency = merchant.currencies[0] ?? 'UAH';
    const { id } = await db.insertInto('designs').values({
      merchant_id: merchant.id, hash: newHash(), name, comment: typeof body.comment === 'string' ? body.comment : '',
      configuration: JSON.stringify(configuration), preview_amount: 10_000, preview_currency: currency,
    }).returning('id').executeTakeFirstOrThrow();
    return designView(await byId(db, id), true);
  },

  design: async (call) => designView(await designOf(designsDb(call.db), call), canEditOf(call.access)),

  // Save: a draft or inactive design in place; an active or pending one becomes a new draft copy,
  // whose hash the reply carries (the editor then opens it).
  save: async (call) => {
    const db = designsDb(call.db);
    const design = await designOf(db, call);
    const input = readDesignInput(call.request.body as Record<string, unknown>, design.preview_currency);
    const values = {
      name: input.name, comment: input.comment, configuration: JSON.stringify(input.configuration),
      preview_amount: input.previewAmount, preview_currency: input.previewCurrency,
    };
    let id = design.id;
    if (savesAsCopy(design.status as DesignStatus)) {
      id = (await db.insertInto('designs').values({ ...values, merchant_id: design.merchant_id, hash: newHash() })
        .returning('id').executeTakeFirstOrThrow()).id;
    } else {
      await db.updateTable('designs').set({ ...values, updated_at: sql<Date>`now()` as never }).where('id', '=', design.id).execute();
    }
    return designView(await byId(db, id), true);
  },

  activate: async (call) => {
    const db = designsDb(call.db);
    const design = await designOf(db, call);
    if (design.status === 'active') throw badRequest('The design is already active');
    if (design.status === 'pending_activation') throw badRequest('The design is already waiting for activation');
    const seconds = designReviewSeconds();
    await db.updateTable('designs')
      .set({ activation_requested_at: sql<Date>`now()` as never, review_due_at: sql<Date>`now() + make_interval(secs => ${seconds})` as never })
      .where('id', '=', design.id).where('review_due_at', 'is not distinct from', design.review_due_at).execute();
    return designView(await byId(db, design.id), true);
  },

  clone: async (call) => {
    const db = designsDb(call.db);
    const design = await designOf(db, call);
    const { id } = await db.insertInto('designs').values({
      merchant_id: design.merchant_id, hash: newHash(), name: `${design.name} (copy)`.slice(0, 100), comment: design.comment,
      configuration: JSON.stringify(design.configuration), preview_amount: Number(design.preview_amount), preview_currency: design.preview_currency,
    }).returning('id').executeTakeFirstOrThrow();
    return designView(await byId(db, id), true);
  },

  remove: async (call) => {
    const db = designsDb(call.db);
    const design = await designOf(db, call);
    await db.updateTable('designs').set({ deleted_at: sql<Date>`now()` as never }).where('id', '=', design.id).execute();
    return { message: 'Design deleted' };
  },

  bulkStatus: async ({ db, request }) => {
    const body = request.body as { design_ids?: unknown };
    const ids = body.design_ids;
    const extra = Object.keys(body).find((k) => k !== 'design_ids');
    if (extra) throw badRequest([[extra, 'This field is not part of the form']]);
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100 || !ids.every((i) => Number.isSafeInteger(i) && i > 0 && i <= MAX_DB_ID)) {
      throw badRequest([['design_ids', 'Send a list of 1 to 100 design ids']]);
    }
    const seen = (await merchantsOf(db, request.auth!.userId)).map((r) => r.id);
    // Designs of merchants the user cannot see are left out, as unknown ids are.
    const rows = seen.length === 0 ? [] : await designQuery(designsDb(db)).where('d.id', 'in', ids as number[]).where('d.merchant_id', 'in', seen).execute();
    return { data: rows.map((r) => { const v = rowView(r, false); return { id: v.id, hash: v.hash, status: v.status, valid: v.valid, progress: v.progress }; }) };
  },
  previewFrame: ({ reply }) => sendPreviewFrame(reply),
}));
