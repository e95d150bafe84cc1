// A form sent as multipart/form-data (the individual save): text parts become the form's values,
// coerced to the types of its form files (numbers, booleans, repeated parts as arrays, JSON objects),
// and file parts named after the form's file fields are read with the upload checks of
// server/uploads (size cut at the limit, type by magic bytes). A JSON body passes with no files.
import type { FastifyRequest } from 'fastify';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest } from '../http/errors.ts';
import { CONTENT_TYPES, detectKind, type FileKind } from '../uploads/magic.ts';
import { sizeText, type Upload } from '../uploads/read-upload.ts';

type FieldSchema = { type?: string; items?: FieldSchema };
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
  opts: { fileFields: readonly string[]; maxBytes: number; kinds: readonly FileKind[]; kindsText: string; maxFiles: number },
): Promise<FormParts> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { values: body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const props = propertiesOf(formIds);
  const values: Record<string, unknown> = {};
  const files: Upload[] = [];
  const parts = request.parts({ limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 50, fieldSize: 4096 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const raw = typeof part.value === 'string' ? part.value : '';
        const schema = props[part.fieldname];
        // An array is sent as the same field repeated, one part per item.
        if (schema?.type === 'array') values[part.fieldname] = [...((values[part.fieldname] as unknown[] | undefined) ?? []), coerce(raw, schema.items)];
        else values[part.fieldname] = coerce(raw, schema);
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw badRequest([[part.fieldname, `The file is larger than ${sizeText(opts.maxBytes)}.`]]);
      }
      // A file the form does not declare is refused, never dropped.
      if (!opts.fileFields.includes(part.fieldname)) throw badRequest([[part.fieldname, NOT_IN_FORM]]);
      if (part.file.truncated || data.length > opts.maxBytes) throw badRequest([[part.fieldname, `The file is larger than ${sizeText(opts.maxBytes)}.`]]);
      if (data.length === 0) throw badRequest([[part.fieldname, 'The file is empty.']]);
      const kind = detectKind(data);
      if (!kind || !opts.kinds.includes(kind)) throw badRequest([[part.fieldname, `Only ${opts.kindsText} files are accepted.`]]);
      const name = (part.filename || 'file').replace(/[\r\n"\\/]/g, '_').slice(0, 200);
      files.push({ field: part.fieldname, name, data, kind, contentType: CONTENT_TYPES[kind], fields: {} });
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(`At most ${opts.maxFiles} files can be sent at once.`);
    throw e;
  }
  return { values, files };
}
