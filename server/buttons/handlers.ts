// Handlers of the button calls (schemas/endpoints/buttons.json; spec 001 s.7 "Buttons"). Reading
// needs 'read' on the merchant's payment_solutions view, every change 'edit' (the file's access).
// The spec's GET .../clone/{id}/ is a POST here: a GET never changes anything (docs/architecture.md).
// The list (GET buttons/?merchant=) is the lists engine's (./list-source.ts).
import type { FastifyRequest } from 'fastify';
import { demoMode, notFound } from '../http/errors.ts';
import { dbId } from '../http/db-id.ts';
import { defineHandlers, type ReadCall } from '../http/handler-types.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import { buttonReply, buttonUrl, randomAlias, readButton, rowValues } from './button-values.ts';
import { convertAmount } from './convert.ts';
import { embedCode } from './embed.ts';
import { buttonChoices } from './choices.ts';
import { readLogo } from '../links/qr-logo.ts';
import { qrPair, sendQrSvg } from '../links/qr-reply.ts';
import { linksDb } from '../links/tables.ts';
import { buttonsDb, type ButtonRow, type ButtonsDb } from './tables.ts';

/** The button id of the path; a value that names no row (Infinity, 1e+400) answers 404 like an unknown id. */
function idOf(request: FastifyRequest): number {
  const id = dbId((request.params as { id: unknown }).id);
  if (id === undefined) throw notFound();
  return id;
}

async function liveButton(db: ButtonsDb, merchantId: number, id: number, lock = false): Promise<ButtonRow> {
  let q = db.selectFrom('buttons').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).where('deleted', '=', false);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A new alias no button (live or deleted) has. */
async function freshAlias(db: ButtonsDb): Promise<string> {
  for (;;) {
    const alias = randomAlias();
    if (!(await db.selectFrom('buttons').select('id').where('alias', '=', alias).executeTakeFirst())) return alias;
  }
}

export const buttonHandlers = defineHandlers('buttons', ({ publicUrl }) => {
  const canEdit = (a: MerchantAccess) => allows(a.privileges.payment_solutions, 'edit');
  const currenciesOf = (a: MerchantAccess) => (Array.isArray(a.merchant.currencies) ? a.merchant.currencies : []);
  const saved = (row: { id: number; merchant_id: number; alias: string }) =>
    ({ id: row.id, merchant: row.merchant_id, alias: row.alias, redirect: `/solutions/buttons/edit/${row.merchant_id}/${row.id}/settings` });
  // The button's checkout address as QR codes: the links' QR calls over button_url (the merchant's QR logo alike).
  const qrButton = async ({ db, access, request }: ReadCall) => {
    const row = await liveButton(buttonsDb(db), access.merchant.id, idOf(request));
    return { url: buttonUrl(publicUrl, row.alias), logo: await readLogo(linksDb(db), access.merchant.id) };
  };
  const qrDownload = (mode: 'plain' | 'svg') => async (call: ReadCall) => {
    const { url, logo } = await qrButton(call);
    return sendQrSvg(call.reply, url, mode, logo, 'payment-button-qr');
  };

  return {
    merchants: async ({ db, request }) => {
      const userId = request.auth!.userId;
      const rows = await db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
        .where('mu.user_id', '=', userId).where('mu.view', '=', 'payment_solutions').where('m.status', '<>', 'onboarding')
        .select(['m.id', 'm.name', 'm.merchant_id', 'm.status', 'mu.level']).orderBy('m.name').orderBy('m.id').execute();
      // A newcomer (no merchant at all) opening the button form meets the demo-mode modal.
      if (rows.length === 0 && !(await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst())) {
        throw demoMode();
      }
      return { data: rows.map((r) => ({ id: r.id, name: r.name, merchant_id: r.merchant_id, status: r.status, can_edit: r.level === 'edit' })) };
    },

    choices: ({ access }) => buttonChoices(currenciesOf(access)),

    create: async ({ db, access, request }) => {
      const input = readButton(request.body, currenciesOf(access));
      const trx = buttonsDb(db);
      const row = await trx.insertInto('buttons').values({ merchant_id: access.merchant.id, alias: await freshAlias(trx), ...rowValues(input) })
        .returning(['id', 'merchant_id', 'alias']).executeTakeFirstOrThrow();
      return saved(row);
    },

    edit: async ({ db, access, request }) => {
      const row = await liveButton(buttonsDb(db), access.merchant.id, idOf(request), true);
      const input = readButton(request.body, currenciesOf(access), { ...DEFAULT_APPEARANCE, ...(row.settings.appearance as Partial<Appearance>) });
      await buttonsDb(db).updateTable('buttons').set({ ...rowValues(input), updated_at: new Date() }).where('id', '=', row.id).execute();
      return saved(row);
    },

    info: async ({ db, access, request }) => {
      const row = await liveButton(buttonsDb(db), access.merchant.id, idOf(request));
      return buttonReply(row, access.merchant.name, publicUrl, canEdit(access));
    },

    qr: async (call) => {
      const { url, logo } = await qrButton(call);
      return qrPair(url, logo);
    },
    qrPlainSvg: qrDownload('plain'),
    qrCoverSvg: qrDownload('svg'),

    remove: async ({ db, access, request }) => {
      const row = await liveButton(buttonsDb(db), access.merchant.id, idOf(request), true);
      await buttonsDb(db).updateTable('buttons').set({ deleted: true, enabled: false, updated_at: new Date() }).where('id', '=', row.id).execute();
      return { message: 'Request completed successfully' };
    },

    enable: async ({ db, access, request }) => {
      // The spec's state 1 or 0; the list's toggle sends the row's `enabled` negated (true / false).
      const state = (request.params as { enabled: string }).enabled;
      const enabled = state === '1' || state === 'true';
      const row = await liveButton(buttonsDb(db), access.merchant.id, idOf(request), true);
      await buttonsDb(db).updateTable('buttons').set({ enabled, updated_at: new Date() }).where('id', '=', row.id).execute();
      return { id: row.id, enabled };
    },

    clone: async ({ db, access, request }) => {
      const trx = buttonsDb(db);
      const source = await liveButton(trx, access.merchant.id, idOf(request));
      const row = await trx.insertInto('buttons').values({
        merchant_id: source.merchant_id, alias: await freshAlias(trx), name: `${source.name} (copy)`.slice(0, 100), amount: source.amount === null ? null : Number(source.amount),
        currency: source.currency, button_type: source.button_type, settings: JSON.stringify(source.settings), design_id: source.design_id,
        expire: source.expire === null ? null : String(source.expire instanceof Date ? source.expire.toISOString().slice(0, 10) : source.expire), enabled: source.enabled,
      }).returning(['id', 'merchant_id', 'alias']).executeTakeFirstOrThrow();
      return saved(row);
    },

    convert: ({ request }) => {
      const { from, to, amount } = request.body as { from: string; to: string; amount: string };
      return convertAmount(from, to, amount);
    },

    compile: async ({ db, access, request }) => {
      const { button_hash, appearance } = request.body as { button_hash: string; appearance?: unknown };
      const row = await buttonsDb(db).selectFrom('buttons').selectAll().where('alias', '=', button_hash)
        .where('merchant_id', '=', access.merchant.id).where('deleted', '=', false).executeTakeFirst();
      if (!row) throw notFound();
      return embedCode(publicUrl, row, appearance);
    },
  };
});
