// Company documents and contracts, grouped by file type like the merchant contract tab (spec 002 s.3,
// s.4: a mandatory group with no files is missing). For kind = docs | contracts:
// GET /company_profile/{c}/{kind}/, multipart POST {kind}/upload/{type}/, GET {kind}/{type}/get/?id=,
// POST {kind}/{type}/delete/ {id} (or {file_id}). Upload and delete each run in the call's one transaction.
import type { FastifyRequest } from 'fastify';
import type { ReadCall, WriteCall } from '../http/handler-types.ts';
import { notFound } from '../http/errors.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { deleteLinkedFile, fileIdOf, sendFile, storeFile } from '../uploads/store.ts';
import { companyDb, companyOf, type CompanyHandlers } from './tables.ts';
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

const url = (kind: FileKindName, c: number, type: number, id: number) => `/api/v2/company_profile/${c}/${kind}/${type}/get/?id=${id}`;
const typeParam = (kind: FileKindName, request: FastifyRequest) => typeOf(kind, (request.params as { type: string }).type);

/** The four calls of one kind: the grouped list, upload, download, delete. */
function kindCalls(kind: FileKindName) {
  const list = async ({ db, request }: ReadCall) => {
    const { company: c, canEdit } = companyOf(request);
    const files = await companyDb(db).selectFrom('company_files').select(['id', 'file_type_id', 'name', 'updated_at'])
      .where('company_id', '=', c.id).where('kind', '=', kind).orderBy('id').execute();
    const groups = COMPANY_FILE_TYPES[kind].map((t) => {
      const own = files.filter((f) => f.file_type_id === t.file_type_id)
        .map((f) => ({ id: f.id, name: f.name, updatetime: new Date(f.updated_at).toISOString(), url: url(kind, c.id, t.file_type_id, f.id) }));
      const missing = t.mandatory && own.length === 0;
      return { ...t, files: own, missing, status: missing ? 'missing' : own.length ? 'uploaded' : 'empty' };
    });
    // Flat rows for the datalist: one per file, and one per group without files.
    type Row = { row_key: string; company: number; type: number; file_desc: string; mandatory: boolean; status: string; file_id: number | null; name: string; updatetime: string | null; can_delete: boolean; download_url: string | null };
    const rows = groups.flatMap((g): Row[] => (g.files.length
      ? g.files.map((f) => ({ row_key: `${g.file_type_id}-${f.id}`, company: c.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: 'uploaded', file_id: f.id, name: f.name, updatetime: f.updatetime, can_delete: canEdit, download_url: f.url }))
      : [{ row_key: `${g.file_type_id}-0`, company: c.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: g.status, file_id: null, name: '', updatetime: null, can_delete: false, download_url: null }]));
    return { groups, data: rows, paginator: { page: 1, pages: 1, limit: Math.max(5, rows.length), count: rows.length } };
  };

  // The stored file (files) and its link row (company_files) in the call's one transaction.
  const upload = async ({ db, request }: WriteCall) => {
    const c = companyOf(request).company;
    const t = typeParam(kind, request);
    const file = await readUpload(request, DOCUMENT_UPLOAD);
    const fileId = await storeFile(db, request.auth!.userId, file);
    const row = await companyDb(db).insertInto('company_files').values({ company_id: c.id, kind, file_type_id: t.file_type_id, file_id: fileId, name: file.name })
      .returning(['id', 'name', 'updated_at']).executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, updatetime: new Date(row.updated_at).toISOString(), url: url(kind, c.id, t.file_type_id, row.id) };
  };

  const download = async ({ db, request, reply }: ReadCall) => {
    const c = companyOf(request).company;
    const t = typeParam(kind, request);
    const id = dbId((request.query as { id?: string }).id);
    const row = id !== undefined
      ? await companyDb(db).selectFrom('company_files').select('file_id').where('company_id', '=', c.id).where('kind', '=', kind)
        .where('file_type_id', '=', t.file_type_id).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return sendFile(db, reply, row.file_id);
  };

  // Link row (company_files) and stored file (files) in the call's transaction.
  const remove = async ({ db, request }: WriteCall) => {
    const c = companyOf(request).company;
    const t = typeParam(kind, request);
    const id = fileIdOf(request.body);
    return deleteLinkedFile(db, (trx) => companyDb(trx).deleteFrom('company_files').where('company_id', '=', c.id).where('kind', '=', kind)
      .where('file_type_id', '=', t.file_type_id).where('id', '=', id).returning('file_id').executeTakeFirst());
  };
  return { list, upload, download, remove };
}

export const companyFileCalls = (): Pick<CompanyHandlers, 'docs' | 'docsUpload' | 'docsFile' | 'docsDelete' | 'contracts' | 'contractsUpload' | 'contractsFile' | 'contractsDelete'> => {
  const docs = kindCalls('docs');
  const contracts = kindCalls('contracts');
  return {
    docs: docs.list, docsUpload: docs.upload, docsFile: docs.download, docsDelete: docs.remove,
    contracts: contracts.list, contractsUpload: contracts.upload, contractsFile: contracts.download, contractsDelete: contracts.remove,
  };
};
