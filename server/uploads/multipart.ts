// Every multipart request is read here. Limits on parts, text fields, field size and file size
// (a file's stream is cut at its cap, so nothing larger is buffered; a text field longer than its
// cap is refused, never silently cut), and every parser failure (no boundary, a truncated body, a
// limit passed) answers 400 with an upload message the browser shows in 'Error in file: "{0}" - {1}'
// (spec 000 s.8), never 5xx or 413. Routes that read multipart say so (`config: { multipart: true }`;
// a call of the endpoint files by its `multipart` flag); any other route
// answers 415 to a multipart body, so no handler ever sees one it does not parse.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest, HttpError } from '../http/errors.ts';
import { endpointGroups } from '../openapi/document.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart body (through readParts). */
    multipart?: boolean;
  }
  interface FastifyInstance {
    /** `POST /api/v2/...` of every route that reads multipart, in registration order. */
    multipartRoutes: string[];
  }
}

export const FIELD_MAX_BYTES = 8 * 1024; // 2,000 characters of 4-byte UTF-8 (the longest text field)
const MAX_HEADER_PAIRS = 20;
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

export const sizeText = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

export const UPLOAD_ERRORS = {
  noFile: 'No file was sent.',
  malformed: 'The upload is incomplete or malformed.',
  tooManyFields: 'Too many form fields were sent.',
  fieldTooLong: `A form field is longer than ${sizeText(FIELD_MAX_BYTES)}.`,
  notMultipart: 'This call takes JSON, not a file upload.',
  onlyMultipart: 'This call takes a file upload (multipart/form-data), not JSON.',
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file is larger than ${sizeText(maxBytes)}.`,
  tooManyFiles: (n: number) => (n === 1 ? 'Only one file can be sent at once.' : `At most ${n} files can be sent at once.`),
  kinds: (kindsText: string) => `Only ${kindsText} files are accepted.`,
} as const;

export type PartLimits = { maxBytes: number; maxFiles: number; maxFields: number };
export type FilePart = { field: string; filename: string; data: Buffer };
type FileError = (field: string, message: string) => HttpError;

const plainError: FileError = (_field, message) => badRequest(message);

/** `<group>.<name>` of every call that reads multipart: `multipart: true` in its endpoint file. */
function multipartCalls(): Set<string> {
  const ids = new Set<string>();
  for (const group of endpointGroups()) {
    for (const [name, call] of Object.entries(group.endpoints)) if ((call as { multipart?: boolean }).multipart) ids.add(`${group.group}.${name}`);
  }
  return ids;
}

/** Registers @fastify/multipart with strict defaults, the 415 guard and the list of multipart routes. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20, parts: 25, fieldSize: FIELD_MAX_BYTES, headerPairs: MAX_HEADER_PAIRS },
  });
  const routes: string[] = [];
  app.decorate('multipartRoutes', routes);
  const declared = multipartCalls();
  app.addHook('onRoute', (route: RouteOptions) => {
    // A declared call (server/http/declared-routes.ts) reads multipart as its endpoint file says.
    const call = route.config?.declaredCall;
    if (call !== undefined && declared.has(call)) route.config = { ...route.config, multipart: true };
    if (route.config?.multipart) routes.push(`${String(route.method)} ${route.url}`);
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.is404 && !request.routeOptions.config.multipart) throw new HttpError(415, { error: UPLOAD_ERRORS.notMultipart });
  });
}

/** The parser's failure as the reply: a limit by its message, anything else (no boundary, cut short) as malformed. */
function uploadError(err: unknown, limits: PartLimits, fileError: FileError): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; part?: { fieldname?: string } };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE': return fileError(e.part?.fieldname ?? 'file', UPLOAD_ERRORS.tooLarge(limits.maxBytes));
    case 'FST_FILES_LIMIT': return badRequest(UPLOAD_ERRORS.tooManyFiles(limits.maxFiles));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT': return badRequest(UPLOAD_ERRORS.tooManyFields);
    default: return badRequest(UPLOAD_ERRORS.malformed);
  }
}

/**
 * Reads every part of a multipart request: text fields to `onField`, each file (whole, at most
 * maxBytes, not empty) to `onFile`. `fileError` shapes a file's own refusal (a form answers it as a
 * [field, message] pair). Errors the callbacks throw pass unchanged.
 */
export async function readParts(
  request: FastifyRequest,
  limits: PartLimits,
  on: { field: (name: string, value: string) => void; file: (part: FilePart) => void | Promise<void> },
  fileError: FileError = plainError,
): Promise<void> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_ERRORS.noFile);
  // RFC 2046: 1-70 characters. Without one the parser reads nothing and the body would pass as empty.
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw badRequest(UPLOAD_ERRORS.malformed);
  const parts = request.parts({
    limits: {
      fileSize: limits.maxBytes, files: limits.maxFiles, fields: limits.maxFields, parts: limits.maxFiles + limits.maxFields,
      fieldSize: FIELD_MAX_BYTES, headerPairs: MAX_HEADER_PAIRS,
    },
  });
  const parsed = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (err) {
      throw uploadError(err, limits, fileError);
    }
  };
  for (;;) {
    const { done, value: part } = await parsed(() => parts.next());
    if (done) return;
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(UPLOAD_ERRORS.fieldTooLong);
      // A part sent as application/json arrives parsed: hand it on as the text it was.
      on.field(part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
      continue;
    }
    const data = await parsed(() => part.toBuffer());
    if (part.file.truncated || data.length > limits.maxBytes) throw fileError(part.fieldname, UPLOAD_ERRORS.tooLarge(limits.maxBytes));
    if (data.length === 0) throw fileError(part.fieldname, UPLOAD_ERRORS.empty);
    await on.file({ field: part.fieldname, filename: part.filename, data });
  }
}

/** A file name safe to store and to send back in Content-Disposition. */
export const safeName = (filename: string) => (filename || 'file').replace(/[\r\n"\\/]/g, '_').slice(0, 200);
