// Evidence files of a dispute response: multipart, up to MAX_FILES files of at most MAX_BYTES
// each, typed by content (PDF, PNG, JPEG; the name and the client's Content-Type are ignored).
// The stream is cut at MAX_BYTES + 1, so an oversize file is refused without buffering it whole.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { CONTENT_TYPES, detectKind, type FileKind } from '../uploads/magic.ts';
import { sizeText } from '../uploads/read-upload.ts';
import { maskCardNumbers } from '../security/card-mask.ts';

export const MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 5;
const KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg'];

export type Evidence = { name: string; contentType: string; data: Buffer };
export type EvidenceUpload = { files: Evidence[]; comment: string };

export async function readEvidence(request: FastifyRequest): Promise<EvidenceUpload> {
  if (!request.isMultipart()) throw badRequest('No file was sent.');
  const files: Evidence[] = [];
  let comment = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: MAX_FILES, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'comment' && typeof part.value === 'string') comment = maskCardNumbers(part.value.trim().slice(0, 2000));
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw badRequest(`The file is larger than ${sizeText(MAX_BYTES)}.`);
      }
      if (part.file.truncated || data.length > MAX_BYTES) throw badRequest(`The file is larger than ${sizeText(MAX_BYTES)}.`);
      if (data.length === 0) throw badRequest('The file is empty.');
      const kind = detectKind(data);
      if (!kind || !KINDS.includes(kind)) throw badRequest('Only PDF, PNG and JPEG files are accepted.');
      const name = (part.filename || 'file').replace(/[\r\n"\\/]/g, '_').slice(0, 200);
      files.push({ name, contentType: CONTENT_TYPES[kind], data });
    }
  } catch (err) {
    // @fastify/multipart throws on a part beyond the files limit.
    if (err instanceof Error && (err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(`At most ${MAX_FILES} files can be sent.`);
    throw err;
  }
  if (files.length === 0) throw badRequest('No file was sent.');
  return { files, comment };
}
