// Company documents and contracts, grouped by file type like the merchant contract tab (spec 002 s.3,
// s.4: a mandatory group with no files is missing). For kind = docs | contracts:
// GET /company_profile/{c}/{kind}/, multipart POST {kind}/upload/{type}/, GET {kind}/{type}/get/?id=,
// POST {kind}/{type}/delete/ {id} (or {file_id}). Upload and delete each run in one transaction.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { deleteLinkedFile, fileIdOf, sendFile, storeFile } from '../uploads/store.ts';
import { requireCompany } from './require-company.ts';
import { companyDb } from './tables.ts';
import { dbId } from '../http/db-id.ts';

export const COMPANY_FILE_TYPES = {
  docs: [
    { file_type_id: 1, file_type: 'registration', file_desc: 'Certificate of registration', mandatory: true },
    { file_type_id: 2, file_type: 'articles', file_desc: 'Articles of association', mandatory: true },
    { file_type_id: 3, file_type: 'address', file_desc: 'Proof of registered address', mandatory: false },
  ],
  contracts: [
    { file_type_id: 1, file_type: 'agreement', file_desc: 'Signed service agreement', mandatory: true },
    { file_type_id: 2, file_type: 'additional', file_desc: 'Additional agreements', mandatory: false },
  ],
} as const;
export type FileKindName = keyof typeof COMPANY_FILE_TYPES;
export const COMPANY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_UPLOAD = { maxBytes: COMPANY_FILE_MAX_BYTES, kinds: ['pdf', 'png', 'jpeg', 'zip', 'ole'], kindsText: 'PDF, PNG, JPG, DOC or DOCX' } as const;

const typeOf = (kind: FileKindName, raw: string) => {
  const t = COMPANY_FILE_TYPES[kind].find((x) => String(x.file_type_id) === raw || x.file_type === raw);
  if (!t) throw notFound();
  return t;
};

export function companyFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = companyDb(ctx.db);
  const read = requireCompany(ctx.db, 'read');
  const edit = requireCompany(ctx.db, 'edit');

  for (const kind of Object.keys(COMPANY_FILE_TYPES) as FileKindName[]) {
    const base = `/company_profile/:company/${kind}/`;
    const url = (c: number, type: number, id: number) => `/api/v2/company_profile/${c}/${kind}/${type}/get/?id=${id}`;

    app.get(base, { preHandler: read }, async (request) => {
      const { company: c, canEdit } = request.companyAccess!;
      const files = await db.selectFrom('company_files').select(['id', 'file_type_id', 'name', 'updated_at'])
        .where('company_id', '=', c.id).where('kind', '=', kind).orderBy('id').execute();
      const groups = COMPANY_FILE_TYPES[kind].map((t) => {
        const own = files.filter((f) => f.file_type_id === t.file_type_id)
          .map((f) => ({ id: f.id, name: f.name, updatetime: new Date(f.updated_at).toISOString(), url: url(c.id, t.file_type_id, f.id) }));
        const missing = t.mandatory && own.length === 0;
        return { ...t, files: own, missing, status: missing ? 'missing' : own.length ? 'uploaded' : 'empty' };
      });
      // Flat rows for the datalist: one per file, and one per group without files.
      type Row = { row_key: string; company: number; type: number; file_desc: string; mandatory: boolean; status: string; file_id: number | null; name: string; updatetime: string | null; can_delete: boolean; download_url: string | null };
      const rows = groups.flatMap((g): Row[] => (g.files.length
        ? g.files.map((f) => ({ row_key: `${g.file_type_id}-${f.id}`, company: c.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: 'uploaded', file_id: f.id, name: f.name, updatetime: f.updatetime, can_delete: canEdit, download_url: f.url }))
        : [{ row_key: `${g.file_type_id}-0`, company: c.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: g.status, file_id: null, name: '', updatetime: null, can_delete: false, download_url: null }]));
      return { groups, data: rows, paginator: { page: 1, pages: 1, limit: Math.max(5, rows.length), count: rows.length } };
    });

    app.post<{ Params: { type: string } }>(`${base}upload/:type/`, { preHandler: edit, config: { multipart: true } }, async (request) => {
      const c = request.companyAccess!.company;
      const t = typeOf(kind, request.params.type);
      const upload = await readUpload(request, DOCUMENT_UPLOAD);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const fileId = await storeFile(trx, request.auth!.userId, upload);
        return companyDb(trx).insertInto('company_files').values({ company_id: c.id, kind, file_type_id: t.file_type_id, file_id: fileId, name: upload.name })
          .returning(['id', 'name', 'updated_at']).executeTakeFirstOrThrow();
      });
      return { id: row.id, name: row.name, updatetime: new Date(row.updated_at).toISOString(), url: url(c.id, t.file_type_id, row.id) };
    });

    app.get<{ Params: { type: string }; Querystring: { id?: string } }>(`${base}:type/get/`, { preHandler: read }, async (request, reply) => {
      const c = request.companyAccess!.company;
      const t = typeOf(kind, request.params.type);
      const id = dbId(request.query.id);
      const row = id !== undefined
        ? await db.selectFrom('company_files').select('file_id').where('company_id', '=', c.id).where('kind', '=', kind)
          .where('file_type_id', '=', t.file_type_id).where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!row) throw notFound();
      return sendFile(ctx.db, reply, row.file_id);
    });

    app.post<{ Params: { type: string } }>(`${base}:type/delete/`, { preHandler: edit }, async (request) => {
      const c = request.companyAccess!.company;
      const t = typeOf(kind, request.params.type);
      const id = fileIdOf(request.body);
      return deleteLinkedFile(ctx.db, (trx) => companyDb(trx).deleteFrom('company_files').where('company_id', '=', c.id).where('kind', '=', kind)
        .where('file_type_id', '=', t.file_type_id).where('id', '=', id).returning('file_id').executeTakeFirst());
    });
  }
}
