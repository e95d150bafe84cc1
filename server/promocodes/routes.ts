// Promocode calls (spec 002 s.7 'Promocodes', under /merchant/{m}/promo/), privilege `promocodes` on
// the merchant: reading needs 'read', every change 'edit' (401 signed out, 404 a merchant the user
// cannot see or an entity / promocode not of that merchant, 403 read-only).
// POST {entity_type}/{entity_id}/add/          form promocode -> {id, message}
// POST {id}/edit/                              form promocode -> {id, message}
// POST {id}/delete/                            {} -> {message} (the row stays for the payments that used it)
// GET  {id}/info/                              {data}
// POST {id}/clone/{entity_type}/{entity_id}/   a copy attached to that entity (the spec's GET is a POST:
//                                              a GET changes nothing), named <name>_copy[N] when taken
// GET  list/, {entity_type}/list/, {entity_type}/{entity_id}/list/   {data, paginator} (?page, ?limit)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { dbId } from '../http/db-id.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ID_PARAM } from '../http/input-schemas.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { entityNames, findEntity, type Entity } from './entity.ts';
import { checkPromocode, merchantToday, NAME_TAKEN } from './rules.ts';
import { ENTITY_TYPES, isEntityType, promocodesDb, type PromocodeRow, type PromocodesTrx } from './tables.ts';
import { promocodeReply } from './view.ts';

const BASE = '/merchant/:merchant/promo';
const PAGE_SIZES = [5, 10, 20, 40, 80];
const DONE = 'Request completed successfully';
const NAME_MAX = 35;

const TYPE_PARAM = { type: 'string', enum: [...ENTITY_TYPES] } as const;
const paramsSchema = (names: Record<string, unknown>) => ({ params: { type: 'object', properties: { merchant: ID_PARAM, ...names } } });
const ENTITY_PARAMS = paramsSchema({ entity_type: TYPE_PARAM, entity_id: ID_PARAM });

type Access = NonNullable<FastifyRequest['merchantAccess']>;
type Params = { id?: string; entity_type?: string; entity_id?: string };

/** A unique violation: the live-name index refused a concurrent promocode of the same name. */
const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

export function promocodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = promocodesDb(ctx.db);
  const read = requireMerchant(ctx.db, 'promocodes', 'read');
  const edit = requireMerchant(ctx.db, 'promocodes', 'edit');
  const accessOf = (request: FastifyRequest): Access => request.merchantAccess!;
  const canEdit = (a: Access) => allows(a.privileges.promocodes, 'edit');

  async function entityOf(request: FastifyRequest): Promise<Entity> {
    const { entity_type: type, entity_id: id } = request.params as Params;
    const entityId = dbId(id);
    const entity = isEntityType(type) && entityId !== undefined ? await findEntity(ctx.db, accessOf(request).merchant.id, type, entityId) : null;
    if (!entity) throw notFound();
    return entity;
  }

  async function livePromocode(q: typeof db | PromocodesTrx, request: FastifyRequest, lock = false): Promise<PromocodeRow> {
    const id = dbId((request.params as Params).id);
    if (id === undefined) throw notFound();
    let query = q.selectFrom('promocodes').selectAll().where('id', '=', id).where('merchant_id', '=', accessOf(request).merchant.id).where('deleted_at', 'is', null);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** Runs a change in one transaction; a name taken by a concurrent call reads as the form's message. */
  async function change<T>(work: (tx: PromocodesTrx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (e) {
      if (isUniqueViolation(e)) throw badRequest([['promo_name', NAME_TAKEN]]);
      throw e;
    }
  }

  async function rows(request: FastifyRequest, scope: { type?: string; entityId?: number }) {
    const access = accessOf(request);
    const query = request.query as { page?: string; limit?: string };
    const limit = PAGE_SIZES.includes(Number(query.limit)) ? Number(query.limit) : PAGE_SIZES[0];
    let live = db.selectFrom('promocodes').where('merchant_id', '=', access.merchant.id).where('deleted_at', 'is', null);
    if (scope.type) live = live.where('entity_type', '=', scope.type as PromocodeRow['entity_type']);
    if (scope.entityId !== undefined) live = live.where('entity_id', '=', scope.entityId);
    const { count } = await live.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(count) / limit));
    const page = Math.min(pages, Math.max(1, Math.trunc(Number(query.page)) || 1));
    const found = await live.selectAll().orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
    const names = await entityNames(ctx.db, found.map((r) => ({ type: r.entity_type, id: r.entity_id })));
    const today = await merchantToday(db, access.merchant.id);
    const editable = canEdit(access);
    return {
      data: found.map((r) => promocodeReply(r, names.get(`${r.entity_type}:${r.entity_id}`) ?? null, today, editable)),
      paginator: { page, pages, limit, count: Number(count) },
    };
  }

  const LIST_QUERY = { querystring: { type: 'object', properties: { page: { type: 'string', maxLength: 10 }, limit: { type: 'string', maxLength: 10 } } } };

  app.get(`${BASE}/list/`, { preHandler: read, schema: { ...paramsSchema({}), ...LIST_QUERY } }, async (request) => rows(request, {}));

  app.get(`${BASE}/:entity_type/list/`, { preHandler: read, schema: { ...paramsSchema({ entity_type: TYPE_PARAM }), ...LIST_QUERY } },
    async (request) => rows(request, { type: (request.params as Params).entity_type }));

  app.get(`${BASE}/:entity_type/:entity_id/list/`, { preHandler: read, schema: { ...ENTITY_PARAMS, ...LIST_QUERY } }, async (request) => {
    const entity = await entityOf(request);
    return rows(request, { type: entity.type, entityId: entity.id });
  });

  app.get(`${BASE}/:id/info/`, { preHandler: read }, async (request) => {
    const access = accessOf(request);
    const row = await livePromocode(db, request);
    const names = await entityNames(ctx.db, [{ type: row.entity_type, id: row.entity_id }]);
    return { data: promocodeReply(row, names.get(`${row.entity_type}:${row.entity_id}`) ?? null, await merchantToday(db, access.merchant.id), canEdit(access)) };
  });

  app.post(`${BASE}/:entity_type/:entity_id/add/`, { preHandler: edit, schema: ENTITY_PARAMS }, async (request) => {
    const access = accessOf(request);
    const entity = await entityOf(request);
    const row = await change(async (tx) => {
      const values = await checkPromocode(tx, request.body, { merchantId: access.merchant.id, type: entity.type, entityId: entity.id });
      return tx.insertInto('promocodes').values({
        merchant_id: access.merchant.id, entity_type: entity.type, entity_id: entity.id, ...values, created_by: request.auth!.userId,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { id: row.id, message: DONE };
  });

  app.post(`${BASE}/:id/edit/`, { preHandler: edit }, async (request) => {
    const access = accessOf(request);
    const id = await change(async (tx) => {
      const before = await livePromocode(tx, request, true);
      const values = await checkPromocode(tx, request.body, { merchantId: access.merchant.id, type: before.entity_type, entityId: before.entity_id, before });
      await tx.updateTable('promocodes').set({ ...values, updated_at: new Date() }).where('id', '=', before.id).execute();
      return before.id;
    });
    return { id, message: DONE };
  });

  app.post(`${BASE}/:id/delete/`, { preHandler: edit }, async (request) => {
    await change(async (tx) => {
      const row = await livePromocode(tx, request, true);
      await tx.updateTable('promocodes').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', row.id).execute();
    });
    return { message: DONE };
  });

  app.post(`${BASE}/:id/clone/:entity_type/:entity_id/`, { preHandler: edit, schema: paramsSchema({ id: ID_PARAM, entity_type: TYPE_PARAM, entity_id: ID_PARAM }) }, async (request) => {
    const access = accessOf(request);
    const entity = await entityOf(request);
    const row = await change(async (tx) => {
      const source = await livePromocode(tx, request);
      const taken = new Set((await tx.selectFrom('promocodes').select('promo_name').where('entity_type', '=', entity.type).where('entity_id', '=', entity.id)
        .where('deleted_at', 'is', null).execute()).map((r) => r.promo_name.toLowerCase()));
      const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...copy } = source;
      return tx.insertInto('promocodes').values({
        ...copy, valid_after: copy.valid_after, valid_before: copy.valid_before, merchant_id: access.merchant.id,
        entity_type: entity.type, entity_id: entity.id, promo_name: freeName(source.promo_name, taken), created_by: request.auth!.userId,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { id: row.id, message: DONE };
  });
}

/** The name itself when the target entity has no promocode of that name, else <name>_copy, <name>_copy2, ... within 35 characters. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '_copy' : `_copy${n}`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
