// Multipart upload with a server-side size limit and a content check. The stream is cut at
// maxBytes + 1, so an oversize file is refused without buffering it whole.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { CONTENT_TYPES, detectKind, type FileKind } from './magic.ts';

export type Upload = { field: string; name: string; data: Buffer; kind: FileKind; contentType: string; fields: Record<string, string> };

export const sizeText = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Reads the one file part (and the text fields) of a multipart request. */
export async function readUpload(request: FastifyRequest, opts: { maxBytes: number; kinds: readonly FileKind[]; kindsText: string }): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('No file was sent.');
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 10, fieldSize: 4096 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch {
      throw badRequest(`The file is larger than ${sizeText(opts.maxBytes)}.`);
    }
    if (part.file.truncated || data.length > opts.maxBytes) throw badRequest(`The file is larger than ${sizeText(opts.maxBytes)}.`);
    if (data.length === 0) throw badRequest('The file is empty.');
    const kind = detectKind(data);
    if (!kind || !opts.kinds.includes(kind)) throw badRequest(`Only ${opts.kindsText} files are accepted.`);
    const name = (part.filename || 'file').replace(/[\r\n"\\/]/g, '_').slice(0, 200);
    upload = { field: part.fieldname, name, data, kind, contentType: CONTENT_TYPES[kind], fields };
  }
  if (!upload) throw badRequest('No file was sent.');
  upload.fields = fields;
  return upload;
}
