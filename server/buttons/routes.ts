// Button calls (spec 001 s.7 "Buttons") under /merchant/payment-solutions/. Reading needs 'read' on
// the merchant's payment_solutions view, every change 'edit' (docs/decisions.md "Buttons").
// The spec's GET .../clone/{id}/ is a POST here: a GET never changes anything (docs/architecture.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { demoMode, notFound, unauthorized } from '../http/errors.ts';
import { dbId } from '../http/db-id.ts';
import { ID_PARAM } from '../http/input-schemas.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import { buttonReply, buttonUrl, randomAlias, readButton, rowValues } from './button-values.ts';
import { convertAmount } from './convert.ts';
import { embedCode } from './embed.ts';
import { buttonChoices } from './choices.ts';
import { readLogo } from '../links/qr-logo.ts';
import { modeOf, qrPair, sendQrSvg } from '../links/qr-reply.ts';
import { linksDb } from '../links/tables.ts';
import { buttonsDb, type ButtonRow, type ButtonsDb, type ButtonsTrx } from './tables.ts';

const BASE = '/merchant/payment-solutions/buttons';
const PAGE_SIZES = [5, 10, 20, 40, 80];

type Access = NonNullable<FastifyRequest['merchantAccess']>;
const accessOf = (request: FastifyRequest): Access => request.merchantAccess!;
/** The button id of the path; a value that names no row (Infinity, 1e+400) answers 404 like an unknown id. */
function idOf(request: FastifyRequest): number {
  const id = dbId((request.params as { id: unknown }).id);
  if (id === undefined) throw notFound();
  return id;
}

async function liveButton(db: ButtonsDb | ButtonsTrx, merchantId: number, id: number, lock = false): Promise<ButtonRow> {
  let q = db.selectFrom('buttons').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).where('deleted', '=', false);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A new alias no button (live or deleted) has. */
async function freshAlias(db: ButtonsTrx): Promise<string> {
  for (;;) {
    const alias = randomAlias();
    if (!(await db.selectFrom('buttons').select('id').where('alias', '=', alias).executeTakeFirst())) return alias;
  }
}

export function buttonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = buttonsDb(ctx.db);
  const read = requireMerchant(ctx.db, 'payment_solutions', 'read');
  const edit = requireMerchant(ctx.db, 'payment_solutions', 'edit');
  const canEdit = (a: Access) => allows(a.privileges.payment_solutions, 'edit');
  const saved = (row: { id: number; merchant_id: number; alias: string }) =>
    ({ id: row.id, merchant: row.merchant_id, alias: row.alias, redirect: `/solutions/buttons/edit/${row.merchant_id}/${row.id}/settings` });

  app.get<{ Querystring: { merchant: string; page?: string; limit?: string } }>(`${BASE}/`, {
    preHandler: read,
    schema: { querystring: { type: 'object', required: ['merchant'], properties: { merchant: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } } } },
  }, async (request) => {
    const access = accessOf(request);
    const limit = PAGE_SIZES.includes(Number(request.query.limit)) ? Number(request.query.limit) : 5;
    const live = db.selectFrom('buttons').where('merchant_id', '=', access.merchant.id).where('deleted', '=', false);
    const { count } = await live.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(count) / limit));
    const page = Math.min(pages, Math.max(1, Number(request.query.page) || 1));
    const rows = await live.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
    const editable = canEdit(access);
    return {
      data: rows.map((r) => {
        const full = buttonReply(r, access.merchant.name, ctx.publicUrl, editable);
        return { id: full.id, merchant: full.merchant, merchant_name: full.merchant_name, alias: full.alias, name: full.name, amount: full.amount,
          currency: full.currency, button_type: full.button_type, enabled: full.enabled, button_url: full.button_url, created: r.created_at.toISOString(), can_edit: editable };
      }),
      paginator: { page, pages, limit, count: Number(count) },
      can_edit: editable,
    };
  });

  app.get(`${BASE}/merchants/`, async (request) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const rows = await ctx.db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
      .where('mu.user_id', '=', request.auth.userId).where('mu.view', '=', 'payment_solutions').where('m.status', '<>', 'onboarding')
      .select(['m.id', 'm.name', 'm.merchant_id', 'm.status', 'mu.level']).orderBy('m.name').orderBy('m.id').execute();
    // A newcomer (no merchant at all) opening the button form meets the demo-mode modal.
    if (rows.length === 0 && !(await ctx.db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', request.auth.userId).limit(1).executeTakeFirst())) {
      throw demoMode();
    }
    return { data: rows.map((r) => ({ id: r.id, name: r.name, merchant_id: r.merchant_id, status: r.status, can_edit: r.level === 'edit' })) };
  });

  app.get(`${BASE}/:merchant/create/choices/`, { preHandler: read }, async (request) => {
    const { merchant } = accessOf(request);
    return buttonChoices(Array.isArray(merchant.currencies) ? merchant.currencies : []);
  });

  const currenciesOf = (a: Access) => (Array.isArray(a.merchant.currencies) ? a.merchant.currencies : []);

  app.post(`${BASE}/:merchant/create/`, { preHandler: edit }, async (request) => {
    const access = accessOf(request);
    const input = readButton(request.body, currenciesOf(access));
    const row = await db.transaction().execute(async (trx) => trx.insertInto('buttons')
      .values({ merchant_id: access.merchant.id, alias: await freshAlias(trx), ...rowValues(input) })
      .returning(['id', 'merchant_id', 'alias']).executeTakeFirstOrThrow());
    return saved(row);
  });

  app.post(`${BASE}/:merchant/edit/:id/`, { preHandler: edit }, async (request) => {
    const access = accessOf(request);
    return db.transaction().execute(async (trx) => {
      const row = await liveButton(trx, access.merchant.id, idOf(request), true);
      const input = readButton(request.body, currenciesOf(access), { ...DEFAULT_APPEARANCE, ...(row.settings.appearance as Partial<Appearance>) });
      await trx.updateTable('buttons').set({ ...rowValues(input), updated_at: new Date() }).where('id', '=', row.id).execute();
      return saved(row);
    });
  });

  app.get(`${BASE}/:merchant/info/:id/`, { preHandler: read }, async (request) => {
    const access = accessOf(request);
    const row = await liveButton(db, access.merchant.id, idOf(request));
    return buttonReply(row, access.merchant.name, ctx.publicUrl, canEdit(access));
  });

  // The button's checkout address as QR codes: the links' QR calls over button_url (the merchant's QR logo alike).
  const qrButton = async (request: FastifyRequest) => {
    const access = accessOf(request);
    const row = await liveButton(db, access.merchant.id, idOf(request));
    return { url: buttonUrl(ctx.publicUrl, row.alias), logo: await readLogo(linksDb(ctx.db), access.merchant.id) };
  };

  app.get(`${BASE}/:merchant/qr/:id/`, { preHandler: read }, async (request) => {
    const { url, logo } = await qrButton(request);
    return qrPair(url, logo);
  });

  app.get(`${BASE}/:merchant/qr/:id/:mode/download/`, { preHandler: read }, async (request, reply) => {
    const mode = modeOf(request.params);
    const { url, logo } = await qrButton(request);
    return sendQrSvg(reply, url, mode, logo, 'payment-button-qr');
  });

  app.post(`${BASE}/json/:merchant/remove/:id/`, { preHandler: edit }, async (request) => {
    const access = accessOf(request);
    await db.transaction().execute(async (trx) => {
      const row = await liveButton(trx, access.merchant.id, idOf(request), true);
      await trx.updateTable('buttons').set({ deleted: true, enabled: false, updated_at: new Date() }).where('id', '=', row.id).execute();
    });
    return { message: 'Request completed successfully' };
  });

  app.post(`${BASE}/json/:merchant/enable/:id/:enabled/`, {
    preHandler: edit,
    schema: { params: { type: 'object', properties: { merchant: ID_PARAM, id: ID_PARAM, enabled: { type: 'string', enum: ['0', '1', 'true', 'false'] } } } },
  }, async (request) => {
    const access = accessOf(request);
    // The spec's state 1 or 0; the list's toggle sends the row's `enabled` negated (true / false).
    const state = (request.params as { enabled: string }).enabled;
    const enabled = state === '1' || state === 'true';
    return db.transaction().execute(async (trx) => {
      const row = await liveButton(trx, access.merchant.id, idOf(request), true);
      await trx.updateTable('buttons').set({ enabled, updated_at: new Date() }).where('id', '=', row.id).execute();
      return { id: row.id, enabled };
    });
  });

  app.post(`${BASE}/json/:merchant/clone/:id/`, { preHandler: edit }, async (request) => {
    const access = accessOf(request);
    const row = await db.transaction().execute(async (trx) => {
      const source = await liveButton(trx, access.merchant.id, idOf(request));
      return trx.insertInto('buttons').values({
        merchant_id: source.merchant_id, alias: await freshAlias(trx), name: `${source.name} (copy)`.slice(0, 100), amount: source.amount === null ? null : Number(source.amount),
        currency: source.currency, button_type: source.button_type, settings: JSON.stringify(source.settings), design_id: source.design_id,
        expire: source.expire === null ? null : String(source.expire instanceof Date ? source.expire.toISOString().slice(0, 10) : source.expire), enabled: source.enabled,
      }).returning(['id', 'merchant_id', 'alias']).executeTakeFirstOrThrow();
    });
    return saved(row);
  });

  app.post<{ Body: { from: string; to: string; amount: string } }>('/merchant/payment-solutions/:merchant/currency/convert/', {
    preHandler: read,
    schema: { body: { type: 'object', required: ['from', 'to', 'amount'], properties: {
      from: { type: 'string', pattern: '^[A-Z]{3}$' }, to: { type: 'string', pattern: '^[A-Z]{3}$' }, amount: { type: 'string', maxLength: 20 } } } },
  }, async (request) => convertAmount(request.body.from, request.body.to, request.body.amount));

  app.post<{ Body: { button_hash: string; appearance?: unknown } }>(`${BASE}/:merchant/design/:design/compile/`, {
    preHandler: read,
    schema: {
      params: { type: 'object', properties: { merchant: ID_PARAM, design: { type: 'integer', minimum: 0, maximum: 2_147_483_647 } } },
      body: { type: 'object', required: ['button_hash'], properties: { button_hash: { type: 'string', pattern: '^[A-Za-z0-9]{16}$' }, appearance: { type: 'object' } } },
    },
  }, async (request) => {
    const access = accessOf(request);
    const row = await db.selectFrom('buttons').selectAll().where('alias', '=', request.body.button_hash)
      .where('merchant_id', '=', access.merchant.id).where('deleted', '=', false).executeTakeFirst();
    if (!row) throw notFound();
    return embedCode(ctx.publicUrl, row, request.body.appearance);
  });
}
