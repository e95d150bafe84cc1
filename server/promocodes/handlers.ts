// Handlers of the promocode calls (schemas/endpoints/promocodes.json; spec 002 s.7 'Promocodes', under
// /merchant/{m}/promo/), privilege `promocodes` on the merchant: reading needs 'read', every change
// 'edit' (401 signed out, 404 a merchant the user cannot see or an entity / promocode not of that
// merchant, 403 read-only). The lists (the merchant's, of one type, of one entity) are the lists
// engine's (list-source.ts).
// add / edit: form promocode(_edit) -> {id, message}; remove: the row stays for the payments that used
// it; clone: a copy attached to the entity of the path (the spec's GET is a POST: a GET changes
// nothing), named <name>_copy[N] when taken.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { entityNames, findEntity, type Entity } from './entity.ts';
import { checkPromocode, freeName, merchantToday, NAME_TAKEN, type PromocodeBody } from './rules.ts';
import { isEntityType, promocodesDb, type PromocodeRow } from './tables.ts';
import { promocodeReply } from './view.ts';

const DONE = 'Request completed successfully';

type Params = { id?: string; entity_type?: string; entity_id?: string };

/** A unique violation: the live-name index refused a concurrent promocode of the same name. */
const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** Runs a change; a name taken by a concurrent call reads as the form's message (the call's transaction rolls back). */
async function change<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest([['promo_name', NAME_TAKEN]]);
    throw e;
  }
}

const canEdit = (a: MerchantAccess) => allows(a.privileges.promocodes, 'edit');

async function entityOf(db: Kysely<Database>, access: MerchantAccess, request: FastifyRequest): Promise<Entity> {
  const { entity_type: type, entity_id: id } = request.params as Params;
  const entityId = dbId(id);
  const entity = isEntityType(type) && entityId !== undefined ? await findEntity(db, access.merchant.id, type, entityId) : null;
  if (!entity) throw notFound();
  return entity;
}

async function livePromocode(db: Kysely<Database>, access: MerchantAccess, request: FastifyRequest, lock = false): Promise<PromocodeRow> {
  const id = dbId((request.params as Params).id);
  if (id === undefined) throw notFound();
  let query = promocodesDb(db).selectFrom('promocodes').selectAll().where('id', '=', id).where('merchant_id', '=', access.merchant.id).where('deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const promocodeHandlers = defineHandlers('promocodes', () => ({
  info: async ({ db, access, request }) => {
    const row = await livePromocode(db, access, request);
    const names = await entityNames(db, [{ type: row.entity_type, id: row.entity_id }]);
    return { data: promocodeReply(row, names.get(`${row.entity_type}:${row.entity_id}`) ?? null, await merchantToday(promocodesDb(db), access.merchant.id), canEdit(access)) };
  },

  add: async ({ db, access, request, body }) => {
    const entity = await entityOf(db, access, request);
    const tx = promocodesDb(db);
    const row = await change(async () => {
      const values = await checkPromocode(tx, body as PromocodeBody, { merchantId: access.merchant.id, type: entity.type, entityId: entity.id });
      return tx.insertInto('promocodes').values({
        merchant_id: access.merchant.id, entity_type: entity.type, entity_id: entity.id, ...values, created_by: request.auth!.userId,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { id: row.id, message: DONE };
  },

  edit: async ({ db, access, request, body }) => {
    const tx = promocodesDb(db);
    const id = await change(async () => {
      const before = await livePromocode(db, access, request, true);
      const values = await checkPromocode(tx, body as PromocodeBody, { merchantId: access.merchant.id, type: before.entity_type, entityId: before.entity_id, before });
      await tx.updateTable('promocodes').set({ ...values, updated_at: new Date() }).where('id', '=', before.id).execute();
      return before.id;
    });
    return { id, message: DONE };
  },

  remove: async ({ db, access, request }) => {
    const row = await livePromocode(db, access, request, true);
    await promocodesDb(db).updateTable('promocodes').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', row.id).execute();
    return { message: DONE };
  },

  clone: async ({ db, access, request }) => {
    const entity = await entityOf(db, access, request);
    const tx = promocodesDb(db);
    const row = await change(async () => {
      const source = await livePromocode(db, access, request);
      const taken = new Set((await tx.selectFrom('promocodes').select('promo_name').where('entity_type', '=', entity.type).where('entity_id', '=', entity.id)
        .where('deleted_at', 'is', null).execute()).map((r) => r.promo_name.toLowerCase()));
      const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...copy } = source;
      return tx.insertInto('promocodes').values({
        ...copy, valid_after: copy.valid_after, valid_before: copy.valid_before, merchant_id: access.merchant.id,
        entity_type: entity.type, entity_id: entity.id, promo_name: freeName(source.promo_name, taken), created_by: request.auth!.userId,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { id: row.id, message: DONE };
  },
}));
