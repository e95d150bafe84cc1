// One uploaded file (and the text fields) of a multipart request, typed by its content (magic
// bytes), never by its name or the client's Content-Type; size and parser limits in ./multipart.ts.
// What a file unpacks to is capped too: an image's pixels (./image.ts), a ZIP's inflated bytes
// (./zip-check.ts), so no stored file is a decompression bomb for whoever opens it.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { imageProblem, UPLOAD_PIXELS } from './image.ts';
import { CONTENT_TYPES, detectKind, type FileKind } from './magic.ts';
import { readParts, safeName, UPLOAD_ERRORS, type FilePart } from './multipart.ts';
import { zipProblem } from './zip-check.ts';

export type Upload = { field: string; name: string; data: Buffer; kind: FileKind; contentType: string; fields: Record<string, string> };
export type UploadRule = { maxBytes: number; kinds: readonly FileKind[]; kindsText: string };

const MAX_FIELDS = 10;

/** Why a file of the kind may not be stored (it unpacks too far), or null. */
async function unpackProblem(kind: FileKind, data: Buffer): Promise<string | null> {
  if (kind === 'png' || kind === 'jpeg') return imageProblem(data, UPLOAD_PIXELS, 'image');
  if (kind === 'zip') return zipProblem(data);
  return null;
}

/**
 * The file as an Upload when its content is one of the rule's kinds and unpacks within the limits;
 * 400 `Only ... files are accepted.` or the limit it passes otherwise.
 */
export async function typedFile(part: FilePart, rule: UploadRule, refuse = (message: string) => badRequest(message)): Promise<Upload> {
  const kind = detectKind(part.data);
  if (!kind || !rule.kinds.includes(kind)) throw refuse(UPLOAD_ERRORS.kinds(rule.kindsText));
  const problem = await unpackProblem(kind, part.data);
  if (problem) throw refuse(problem);
  return { field: part.field, name: safeName(part.filename), data: part.data, kind, contentType: CONTENT_TYPES[kind], fields: {} };
}

/** Reads the one file part (and up to 10 text fields) of a multipart request. */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Upload> {
  const { upload, fields } = await readFormUpload(request, rule);
  if (!upload) throw badRequest(UPLOAD_ERRORS.noFile);
  return { ...upload, fields };
}

/** The text fields of a multipart request and its one file, if it sent one (a form's values with or without a file). */
export async function readFormUpload(request: FastifyRequest, rule: UploadRule, maxFields = MAX_FIELDS): Promise<{ upload: Upload | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  await readParts(request, { maxBytes: rule.maxBytes, maxFiles: 1, maxFields }, {
    field: (name, value) => { fields[name] = value; },
    file: async (part) => { upload = await typedFile(part, rule); },
  });
  return { upload: upload ? { ...(upload as Upload), fields } : null, fields };
}
