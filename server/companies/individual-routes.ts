// Individuals of a company (spec 002 s.7 "Company profile"): under /company_profile/{c}/individuals/
//   GET  ?type=director|ubo|authorized     list (all types without `type`)
//   GET  add/?type=                         an empty individual of the type with its choices
//   POST add/                               create (JSON or multipart: values and files), body type
//   GET  {id}/                              info: values, files, choices
//   POST {id}/save/                         save (JSON or multipart)
//   POST {id}/delete/                       delete with its files
//   POST {id}/files/upload/{field}/, GET {id}/files/{field}/get/?id=, POST {id}/files/{field}/delete/ {id}
// Values are checked with schemas/forms/individual_<type>.json, and select fields against their
// server choices (required when choices exist); a key the form does not declare is refused. Each
// change runs in one transaction.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { splitBody, valueFields } from '../forms/form-store.ts';
import { readUpload, type Upload } from '../uploads/read-upload.ts';
import { deleteLinkedFile, fileIdOf, sendFile, storeFile } from '../uploads/store.ts';
import { checkChoices, choicesFor, FILE_FIELDS, INDIVIDUAL_STORES, INDIVIDUAL_TYPES, INDIVIDUAL_UPLOAD, isIndividualType, TYPE_LABELS } from './individual-fields.ts';
import { readFormParts } from './read-form-parts.ts';
import { requireCompany } from './require-company.ts';
import { companyDb, type CompanyDb, type CompanyTables, type IndividualType } from './tables.ts';
import { dbId } from '../http/db-id.ts';

type Individual = Selectable<CompanyTables['company_individuals']>;
type FileRow = { id: number; field: string; name: string; updated_at: Date | string };

const fileUrl = (c: number, i: number, field: string, id: number) => `/api/v2/company_profile/${c}/individuals/${i}/files/${field}/get/?id=${id}`;
const fullName = (p: { given_name: string; middle_name: string; surname: string }) => [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

/** The type's value fields of `data`, '' when not filled. */
function values(p: Individual) {
  const data = (p.data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(valueFields(INDIVIDUAL_STORES[p.type]).map((f) => [f, data[f] ?? '']));
}

function infoView(p: Individual, files: FileRow[], canEdit: boolean) {
  return {
    id: p.id, company: p.company_id, type: p.type, type_label: TYPE_LABELS[p.type],
    given_name: p.given_name, middle_name: p.middle_name, surname: p.surname, full_name: fullName(p),
    ...values(p),
    files: Object.fromEntries(FILE_FIELDS.map((f) => [f, files.filter((x) => x.field === f)
      .map((x) => ({ id: x.id, name: x.name, updatetime: new Date(x.updated_at).toISOString(), url: fileUrl(p.company_id, p.id, f, x.id) }))])),
    choices: choicesFor(p.type),
    can_edit: canEdit,
  };
}

/** Checked values of a body for the type: 400 with field messages when the form or a choice refuses it. */
function checkBody(type: IndividualType, body: Record<string, unknown>) {
  const { columns, values: typed, errors } = splitBody(INDIVIDUAL_STORES[type], { ...body, type });
  for (const pair of checkChoices(type, body)) if (!errors.some(([f]) => f === pair[0])) errors.push(pair);
  if (errors.length) throw badRequest(errors);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const data: Record<string, unknown> = {};
  for (const [f, v] of Object.entries(typed)) if (v !== null && v !== '') data[f] = typeof v === 'string' ? v.trim() : v;
  return { given_name: text(columns.given_name), middle_name: text(columns.middle_name), surname: text(columns.surname), data: JSON.stringify(data) };
}

async function storeFiles(trx: Db, userId: number, individualId: number, files: Upload[]) {
  for (const f of files) {
    const fileId = await storeFile(trx, userId, f);
    await companyDb(trx).insertInto('company_individual_files').values({ individual_id: individualId, field: f.field, file_id: fileId, name: f.name }).execute();
  }
}

export function individualRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = companyDb(ctx.db);
  const read = requireCompany(ctx.db, 'read');
  const edit = requireCompany(ctx.db, 'edit');
  const base = '/company_profile/:company/individuals/';
  const partsOpts = { ...INDIVIDUAL_UPLOAD, fileFields: FILE_FIELDS, maxFiles: 4 };

  const one = async (companyId: number, raw: string) => {
    const id = Number(raw);
    const row = Number.isSafeInteger(id) && id > 0
      ? await db.selectFrom('company_individuals').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  };
  const filesOf = (individualId: number, trx: CompanyDb = db) => trx.selectFrom('company_individual_files').select(['id', 'field', 'name', 'updated_at'])
    .where('individual_id', '=', individualId).orderBy('id').execute();
  const fieldOf = (raw: string) => {
    if (!(FILE_FIELDS as readonly string[]).includes(raw)) throw notFound();
    return raw;
  };

  app.get<{ Querystring: { type?: string } }>(base, { preHandler: read }, async (request) => {
    const { company: c, canEdit } = request.companyAccess!;
    const { type } = request.query;
    if (type !== undefined && type !== '' && !isIndividualType(type)) throw badRequest([['type', 'field is required']]);
    let q = db.selectFrom('company_individuals').selectAll().where('company_id', '=', c.id);
    if (type) q = q.where('type', '=', type as IndividualType);
    const rows = await q.orderBy('type').orderBy('surname').orderBy('id').execute();
    const counts = rows.length
      ? await db.selectFrom('company_individual_files').select(['individual_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('individual_id', 'in', rows.map((r) => r.id)).groupBy('individual_id').execute()
      : [];
    const data = rows.map((p) => ({
      id: p.id, company: c.id, type: p.type, type_label: TYPE_LABELS[p.type], full_name: fullName(p),
      given_name: p.given_name, middle_name: p.middle_name, surname: p.surname, ...values(p),
      files_count: Number(counts.find((x) => x.individual_id === p.id)?.n ?? 0),
      can_edit: canEdit, is_director: p.type === 'director', is_ubo: p.type === 'ubo', is_authorized: p.type === 'authorized',
      edit_director: canEdit && p.type === 'director', edit_ubo: canEdit && p.type === 'ubo', edit_authorized: canEdit && p.type === 'authorized',
    }));
    return { data, paginator: { page: 1, pages: 1, limit: Math.max(5, data.length), count: data.length } };
  });

  app.get<{ Querystring: { type?: string } }>(`${base}add/`, { preHandler: read }, async (request) => {
    const { company: c, canEdit } = request.companyAccess!;
    const type = request.query.type ?? 'director';
    if (!isIndividualType(type)) throw badRequest([['type', 'field is required']]);
    return {
      company: c.id, type, type_label: TYPE_LABELS[type], given_name: '', middle_name: '', surname: '',
      ...Object.fromEntries(valueFields(INDIVIDUAL_STORES[type]).map((f) => [f, ''])), files: Object.fromEntries(FILE_FIELDS.map((f) => [f, []])),
      choices: choicesFor(type), can_edit: canEdit,
    };
  });

  app.post<{ Querystring: { type?: string } }>(`${base}add/`, { preHandler: edit, config: { multipart: true } }, async (request) => {
    const c = request.companyAccess!.company;
    const { values: body, files } = await readFormParts(request, INDIVIDUAL_TYPES.map((t) => `individual_${t}`), partsOpts);
    const type = body.type ?? request.query.type;
    if (!isIndividualType(type)) throw badRequest([['type', 'field is required']]);
    const row = checkBody(type, body);
    const created = await ctx.db.transaction().execute(async (trx) => {
      const p = await companyDb(trx).insertInto('company_individuals').values({ company_id: c.id, type, ...row }).returningAll().executeTakeFirstOrThrow();
      await storeFiles(trx, request.auth!.userId, p.id, files);
      return { p, files: await filesOf(p.id, companyDb(trx)) };
    });
    return infoView(created.p, created.files, true);
  });

  app.get<{ Params: { id: string } }>(`${base}:id/`, { preHandler: read }, async (request) => {
    const { company: c, canEdit } = request.companyAccess!;
    const p = await one(c.id, request.params.id);
    return infoView(p, await filesOf(p.id), canEdit);
  });

  app.post<{ Params: { id: string } }>(`${base}:id/save/`, { preHandler: edit, config: { multipart: true } }, async (request) => {
    const c = request.companyAccess!.company;
    const current = await one(c.id, request.params.id);
    const { values: body, files } = await readFormParts(request, [`individual_${current.type}`], partsOpts);
    // The type of an individual is fixed: a director is not turned into an owner by a save.
    const row = checkBody(current.type, body);
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const p = await companyDb(trx).updateTable('company_individuals').set({ ...row, updated_at: new Date() })
        .where('id', '=', current.id).where('company_id', '=', c.id).returningAll().executeTakeFirstOrThrow();
      await storeFiles(trx, request.auth!.userId, p.id, files);
      return { p, files: await filesOf(p.id, companyDb(trx)) };
    });
    return infoView(saved.p, saved.files, true);
  });

  app.post<{ Params: { id: string } }>(`${base}:id/delete/`, { preHandler: edit }, async (request) => {
    const c = request.companyAccess!.company;
    const p = await one(c.id, request.params.id);
    await ctx.db.transaction().execute(async (trx) => {
      const files = await companyDb(trx).deleteFrom('company_individual_files').where('individual_id', '=', p.id).returning('file_id').execute();
      await companyDb(trx).deleteFrom('company_individuals').where('id', '=', p.id).execute();
      if (files.length) await trx.deleteFrom('files').where('id', 'in', files.map((f) => f.file_id)).execute();
    });
    return { message: 'Individual deleted' };
  });

  app.post<{ Params: { id: string; field: string } }>(`${base}:id/files/upload/:field/`, { preHandler: edit, config: { multipart: true } }, async (request) => {
    const c = request.companyAccess!.company;
    const p = await one(c.id, request.params.id);
    const field = fieldOf(request.params.field);
    const upload = await readUpload(request, INDIVIDUAL_UPLOAD);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const fileId = await storeFile(trx, request.auth!.userId, upload);
      return companyDb(trx).insertInto('company_individual_files').values({ individual_id: p.id, field, file_id: fileId, name: upload.name })
        .returning(['id', 'name', 'updated_at']).executeTakeFirstOrThrow();
    });
    return { id: row.id, name: row.name, updatetime: new Date(row.updated_at).toISOString(), url: fileUrl(c.id, p.id, field, row.id) };
  });

  app.get<{ Params: { id: string; field: string }; Querystring: { id?: string } }>(`${base}:id/files/:field/get/`, { preHandler: read }, async (request, reply) => {
    const c = request.companyAccess!.company;
    const p = await one(c.id, request.params.id);
    const field = fieldOf(request.params.field);
    const id = dbId(request.query.id);
    const row = id !== undefined
      ? await db.selectFrom('company_individual_files').select('file_id').where('individual_id', '=', p.id).where('field', '=', field).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return sendFile(ctx.db, reply, row.file_id);
  });

  app.post<{ Params: { id: string; field: string } }>(`${base}:id/files/:field/delete/`, { preHandler: edit }, async (request) => {
    const c = request.companyAccess!.company;
    const p = await one(c.id, request.params.id);
    const field = fieldOf(request.params.field);
    const id = fileIdOf(request.body);
    return deleteLinkedFile(ctx.db, (trx) => companyDb(trx).deleteFrom('company_individual_files').where('individual_id', '=', p.id).where('field', '=', field)
      .where('id', '=', id).returning('file_id').executeTakeFirst());
  });
}
