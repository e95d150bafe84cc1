// Contract files, grouped by file type (spec 002 s.3, s.4): GET settings/contract/, multipart POST
// settings/contract/upload/{type}/, GET settings/contract/{type}/get/?id=, POST settings/contract/{type}/delete/ {id}.
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { readUpload } from '../../uploads/read-upload.ts';
import { deleteLinkedFile, fileIdOf, sendFile, storeFile } from '../../uploads/store.ts';
import { settingsDb, type MerchantSettingsHandlers } from './tables.ts';
import { dbId } from '../../http/db-id.ts';

export const CONTRACT_FILE_TYPES = [
  { file_type_id: 1, file_type: 'contract', file_desc: 'Signed contract', mandatory: true },
  { file_type_id: 2, file_type: 'registration', file_desc: 'Company registration documents', mandatory: true },
  { file_type_id: 3, file_type: 'additional', file_desc: 'Additional agreements', mandatory: false },
] as const;
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

const typeOf = (raw: string) => {
  const t = CONTRACT_FILE_TYPES.find((x) => String(x.file_type_id) === raw || x.file_type === raw);
  if (!t) throw notFound();
  return t;
};

const typeParam = (request: FastifyRequest) => typeOf((request.params as { type: string }).type);

export const contractCalls = (): Pick<MerchantSettingsHandlers, 'contract' | 'contractUpload' | 'contractFile' | 'contractDelete'> => ({
  contract: async ({ db, access }) => {
    const m = access.merchant;
    const files = await settingsDb(db).selectFrom('merchant_contract_files').select(['id', 'file_type_id', 'name', 'updated_at'])
      .where('merchant_id', '=', m.id).orderBy('id').execute();
    const groups = CONTRACT_FILE_TYPES.map((t) => {
      const own = files.filter((f) => f.file_type_id === t.file_type_id)
        .map((f) => ({ id: f.id, name: f.name, updatetime: new Date(f.updated_at).toISOString() }));
      const missing = t.mandatory && own.length === 0;
      return { ...t, files: own, missing, status: missing ? 'missing' : own.length ? 'uploaded' : 'empty' };
    });
    // Flat rows for the datalist: one per file, and one per group without files.
    type Row = { row_key: string; merchant: number; type: number; file_desc: string; mandatory: boolean; status: string; file_id: number | null; name: string; updatetime: string | null; can_delete: boolean; download_url: string | null };
    const rows = groups.flatMap((g): Row[] => (g.files.length
      ? g.files.map((f) => ({ row_key: `${g.file_type_id}-${f.id}`, merchant: m.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: 'uploaded', file_id: f.id, name: f.name, updatetime: f.updatetime, can_delete: true, download_url: `/api/v2/merchant/${m.id}/settings/contract/${g.file_type_id}/get/?id=${f.id}` }))
      : [{ row_key: `${g.file_type_id}-0`, merchant: m.id, type: g.file_type_id, file_desc: g.file_desc, mandatory: g.mandatory, status: g.status, file_id: null, name: '', updatetime: null, can_delete: false, download_url: null }]));
    return { groups, data: rows, paginator: { page: 1, pages: 1, limit: Math.max(5, rows.length), count: rows.length } };
  },

  // The stored file (files) and its link row (merchant_contract_files) in the call's one transaction.
  contractUpload: async ({ db, access, request }) => {
    const m = access.merchant;
    const t = typeParam(request);
    const upload = await readUpload(request, { maxBytes: CONTRACT_MAX_BYTES, kinds: ['pdf', 'png', 'jpeg', 'zip', 'ole'], kindsText: 'PDF, PNG, JPG, DOC or DOCX' });
    const fileId = await storeFile(db, request.auth!.userId, upload);
    const row = await settingsDb(db).insertInto('merchant_contract_files').values({ merchant_id: m.id, file_type_id: t.file_type_id, file_id: fileId, name: upload.name })
      .returning(['id', 'name', 'updated_at']).executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, updatetime: new Date(row.updated_at).toISOString(), url: `/merchant/${m.id}/settings/contract/${t.file_type_id}/get/?id=${row.id}` };
  },

  contractFile: async ({ db, access, request, reply }) => {
    const t = typeParam(request);
    const id = dbId((request.query as { id?: string }).id);
    const row = id !== undefined
      ? await settingsDb(db).selectFrom('merchant_contract_files').select('file_id').where('merchant_id', '=', access.merchant.id)
        .where('file_type_id', '=', t.file_type_id).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return sendFile(db, reply, row.file_id);
  },

  // Link row and stored file go in the call's transaction.
  contractDelete: async ({ db, access, request }) => {
    const t = typeParam(request);
    const id = fileIdOf(request.body);
    return deleteLinkedFile(db, (trx) => settingsDb(trx).deleteFrom('merchant_contract_files').where('merchant_id', '=', access.merchant.id)
      .where('file_type_id', '=', t.file_type_id).where('id', '=', id).returning('file_id').executeTakeFirst());
  },
});
