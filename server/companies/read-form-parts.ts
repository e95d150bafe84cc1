// A form sent as multipart/form-data (the individual save): text parts become the form's values,
// coerced to the types of its form files (numbers, booleans, repeated parts as arrays, JSON objects),
// and file parts named after the form's file fields are read with the upload checks of
// server/uploads (size cut at the limit, type by magic bytes). A JSON body is refused (415).
import type { FastifyRequest } from 'fastify';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { readParts, UPLOAD_ERRORS } from '../uploads/multipart.ts';
import { typedFile, type Upload, type UploadRule } from '../uploads/read-upload.ts';

type FieldSchema = { type?: string; items?: FieldSchema };
// Repeated parts count one each: the longest form with its array items stays well under this.
const MAX_FIELDS = 50;
const schemas = new Map<string, Record<string, FieldSchema>>();

function propertiesOf(formIds: readonly string[]): Record<string, FieldSchema> {
  const key = formIds.join(',');
  let props = schemas.get(key);
  if (!props) {
    props = Object.assign({}, ...formIds.map((id) => (loadSchemaFile(`schemas/forms/${id}.json`) as { schema: { properties: Record<string, FieldSchema> } }).schema.properties)) as Record<string, FieldSchema>;
    schemas.set(key, props);
  }
  return props;
}

function coerce(raw: string, schema: FieldSchema | undefined): unknown {
  if (raw === '') return '';
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' || raw === '1' || raw === 'on';
    case 'object':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    default:
      return raw;
  }
}

export type FormParts = { values: Record<string, unknown>; files: Upload[] };

export async function readFormParts(
  request: FastifyRequest,
  formIds: readonly string[],
  opts: UploadRule & { fileFields: readonly string[]; maxFiles: number },
): Promise<FormParts> {
  // The call is multipart in its endpoint file (and so in the API description): a JSON body is refused.
  if (!request.isMultipart()) throw new HttpError(415, { error: UPLOAD_ERRORS.onlyMultipart });
  const props = propertiesOf(formIds);
  const values: Record<string, unknown> = {};
  const files: Upload[] = [];
  const refuse = (field: string, message: string) => badRequest([[field, message]]);
  await readParts(request, { maxBytes: opts.maxBytes, maxFiles: opts.maxFiles, maxFields: MAX_FIELDS }, {
    field: (name, raw) => {
      const schema = props[name];
      // An array is sent as the same field repeated, one part per item.
      if (schema?.type === 'array') values[name] = [...((values[name] as unknown[] | undefined) ?? []), coerce(raw, schema.items)];
      else values[name] = coerce(raw, schema);
    },
    file: async (part) => {
      // A file the form does not declare is refused, never dropped.
      if (!opts.fileFields.includes(part.field)) throw refuse(part.field, NOT_IN_FORM);
      files.push(await typedFile(part, opts, (message) => refuse(part.field, message)));
    },
  }, refuse);
  return { values, files };
}
