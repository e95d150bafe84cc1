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
// change runs in the call's one transaction.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { splitBody, valueFields } from '../forms/form-store.ts';
import { readUpload, type Upload } from '../uploads/read-upload.ts';
import { deleteLinkedFile, fileIdOf, sendFile, storeFile } from '../uploads/store.ts';
import { checkChoices, choicesFor, FILE_FIELDS, INDIVIDUAL_STORES, INDIVIDUAL_TYPES, INDIVIDUAL_UPLOAD, isIndividualType, TYPE_LABELS } from './individual-fields.ts';
import { readFormParts } from './read-form-parts.ts';
import { companyDb, companyOf, type CompanyDb, type CompanyHandlers, type CompanyTables, type IndividualType } from './tables.ts';
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

const partsOpts = { ...INDIVIDUAL_UPLOAD, fileFields: FILE_FIELDS, maxFiles: 4 };

async function one(db: CompanyDb, companyId: number, raw: unknown) {
  const id = dbId(raw);
  const row = id !== undefined
    ? await db.selectFrom('company_individuals').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound();
  return row;
}
const filesOf = (db: CompanyDb, individualId: number) => db.selectFrom('company_individual_files').select(['id', 'field', 'name', 'updated_at'])
  .where('individual_id', '=', individualId).orderBy('id').execute();
const fieldOf = (request: FastifyRequest) => {
  const raw = (request.params as { field: string }).field;
  if (!(FILE_FIELDS as readonly string[]).includes(raw)) throw notFound();
  return raw;
};
const idOf = (request: FastifyRequest) => (request.params as { id: unknown }).id;

export const individualCalls = (): Pick<CompanyHandlers, 'individuals' | 'individualNew' | 'individualAdd' | 'individual' | 'individualSave'
  | 'individualDelete' | 'individualFileUpload' | 'individualFile' | 'individualFileDelete'> => ({
  individuals: async ({ db: root, request }) => {
    const db = companyDb(root);
    const { company: c, canEdit } = companyOf(request);
    const { type } = request.query as { type?: string };
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
  },

  individualNew: ({ request }) => {
    const { company: c, canEdit } = companyOf(request);
    const type = (request.query as { type?: string }).type ?? 'director';
    if (!isIndividualType(type)) throw badRequest([['type', 'field is required']]);
    return {
      company: c.id, type, type_label: TYPE_LABELS[type], given_name: '', middle_name: '', surname: '',
      ...Object.fromEntries(valueFields(INDIVIDUAL_STORES[type]).map((f) => [f, ''])), files: Object.fromEntries(FILE_FIELDS.map((f) => [f, []])),
      choices: choicesFor(type), can_edit: canEdit,
    };
  },

  // The individual (company_individuals), each file sent (files) and its link (company_individual_files): one transaction.
  individualAdd: async ({ db: trx, request }) => {
    const db = companyDb(trx);
    const c = companyOf(request).company;
    const { values: body, files } = await readFormParts(request, INDIVIDUAL_TYPES.map((t) => `individual_${t}`), partsOpts);
    const type = body.type ?? (request.query as { type?: string }).type;
    if (!isIndividualType(type)) throw badRequest([['type', 'field is required']]);
    const row = checkBody(type, body);
    const p = await db.insertInto('company_individuals').values({ company_id: c.id, type, ...row }).returningAll().executeTakeFirstOrThrow();
    await storeFiles(trx, request.auth!.userId, p.id, files);
    return infoView(p, await filesOf(db, p.id), true);
  },

  individual: async ({ db, request }) => {
    const { company: c, canEdit } = companyOf(request);
    const p = await one(companyDb(db), c.id, idOf(request));
    return infoView(p, await filesOf(companyDb(db), p.id), canEdit);
  },

  // As individualAdd: the row, the files sent and their links in one transaction.
  individualSave: async ({ db: trx, request }) => {
    const db = companyDb(trx);
    const c = companyOf(request).company;
    const current = await one(db, c.id, idOf(request));
    const { values: body, files } = await readFormParts(request, [`individual_${current.type}`], partsOpts);
    // The type of an individual is fixed: a director is not turned into an owner by a save.
    const row = checkBody(current.type, body);
    const p = await db.updateTable('company_individuals').set({ ...row, updated_at: new Date() })
      .where('id', '=', current.id).where('company_id', '=', c.id).returningAll().executeTakeFirstOrThrow();
    await storeFiles(trx, request.auth!.userId, p.id, files);
    return infoView(p, await filesOf(db, p.id), true);
  },

  // The links (company_individual_files), the row (company_individuals) and the stored files (files).
  individualDelete: async ({ db: trx, request }) => {
    const db = companyDb(trx);
    const p = await one(db, companyOf(request).company.id, idOf(request));
    const files = await db.deleteFrom('company_individual_files').where('individual_id', '=', p.id).returning('file_id').execute();
    await db.deleteFrom('company_individuals').where('id', '=', p.id).execute();
    if (files.length) await trx.deleteFrom('files').where('id', 'in', files.map((f) => f.file_id)).execute();
    return { message: 'Individual deleted' };
  },

  // The stored file (files) and its link (company_individual_files) in the call's one transaction.
  individualFileUpload: async ({ db: trx, request }) => {
    const db = companyDb(trx);
    const c = companyOf(request).company;
    const p = await one(db, c.id, idOf(request));
    const field = fieldOf(request);
    const upload = await readUpload(request, INDIVIDUAL_UPLOAD);
    const fileId = await storeFile(trx, request.auth!.userId, upload);
    const row = await db.insertInto('company_individual_files').values({ individual_id: p.id, field, file_id: fileId, name: upload.name })
      .returning(['id', 'name', 'updated_at']).executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, updatetime: new Date(row.updated_at).toISOString(), url: fileUrl(c.id, p.id, field, row.id) };
  },

  individualFile: async ({ db, request, reply }) => {
    const p = await one(companyDb(db), companyOf(request).company.id, idOf(request));
    const field = fieldOf(request);
    const id = dbId((request.query as { id?: string }).id);
    const row = id !== undefined
      ? await companyDb(db).selectFrom('company_individual_files').select('file_id').where('individual_id', '=', p.id).where('field', '=', field).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return sendFile(db, reply, row.file_id);
  },

  individualFileDelete: async ({ db, request }) => {
    const p = await one(companyDb(db), companyOf(request).company.id, idOf(request));
    const field = fieldOf(request);
    const id = fileIdOf(request.body);
    return deleteLinkedFile(db, (trx) => companyDb(trx).deleteFrom('company_individual_files').where('individual_id', '=', p.id).where('field', '=', field)
      .where('id', '=', id).returning('file_id').executeTakeFirst());
  },
});
