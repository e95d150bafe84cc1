// Evidence files of a dispute response: multipart, up to MAX_FILES files of at most MAX_BYTES
// each, typed by content (PDF, PNG, JPEG; the name and the client's Content-Type are ignored).
// The stream is cut at MAX_BYTES + 1, so an oversize file is refused without buffering it whole.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import type { FileKind } from '../uploads/magic.ts';
import { readParts, UPLOAD_ERRORS } from '../uploads/multipart.ts';
import { typedFile } from '../uploads/read-upload.ts';
import { maskCardNumbers } from '../security/card-mask.ts';

export const MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 5;
const EVIDENCE = { maxBytes: MAX_BYTES, kinds: ['pdf', 'png', 'jpeg'] as readonly FileKind[], kindsText: 'PDF, PNG and JPEG' };

export type Evidence = { name: string; contentType: string; data: Buffer };
export type EvidenceUpload = { files: Evidence[]; comment: string };

export async function readEvidence(request: FastifyRequest): Promise<EvidenceUpload> {
  const files: Evidence[] = [];
  let comment = '';
  await readParts(request, { maxBytes: MAX_BYTES, maxFiles: MAX_FILES, maxFields: 10 }, {
    field: (name, value) => {
      if (name === 'comment') comment = maskCardNumbers(value.trim().slice(0, 2000));
    },
    file: async (part) => {
      const { name, contentType, data } = await typedFile(part, EVIDENCE);
      files.push({ name, contentType, data });
    },
  });
  if (files.length === 0) throw badRequest(UPLOAD_ERRORS.noFile);
  return { files, comment };
}
