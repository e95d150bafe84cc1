// The fields a form file declares (schemas/forms/<id>.json, conditional branches included), each with
// what a save does with it: `value` fields are stored by the form's call; `shown` fields (readOnly in
// the schema or ui:readonly) are filled by the server and ignored in a body; `file` fields (attachment,
// imageCrop, routeFile, file widgets) carry files, stored by the call's file parts or their own upload
// call. The form file is read as the browser reads it, so the server obeys the file the user sees.
import { allProperties } from '../../engine/core/schema/conditionals.ts';
import type { FormObjectSchema } from '../../engine/core/schema/formFile.ts';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';

export type FieldRole = 'value' | 'shown' | 'file';
export type FieldSchema = { type?: string | string[]; readOnly?: boolean; items?: FieldSchema; [key: string]: unknown };
export type FormField = { name: string; role: FieldRole; schema: FieldSchema };

const FILE_WIDGETS = new Set(['attachment', 'imageCrop', 'routeFile', 'file']);

type FormFileShape = { schema: FormObjectSchema; uiSchema?: Record<string, unknown> };

export function readFormFile(formId: string): FormFileShape {
  if (!/^[a-z0-9_]+$/.test(formId)) throw new Error(`bad form id "${formId}"`);
  return loadSchemaFile(`schemas/forms/${formId}.json`) as FormFileShape;
}

function roleOf(schema: FieldSchema, ui: Record<string, unknown> | undefined): FieldRole {
  if (typeof ui?.['ui:widget'] === 'string' && FILE_WIDGETS.has(ui['ui:widget'])) return 'file';
  if (schema.readOnly === true || ui?.['ui:readonly'] === true) return 'shown';
  return 'value';
}

const cache = new Map<string, FormField[]>();

/** Every field the form declares, in the file's order. Read once per form. */
export function formFields(formId: string): FormField[] {
  let fields = cache.get(formId);
  if (!fields) {
    const file = readFormFile(formId);
    fields = Object.entries(allProperties(file.schema)).map(([name, schema]) => {
      const ui = file.uiSchema?.[name];
      return { name, role: roleOf(schema as FieldSchema, ui && typeof ui === 'object' ? ui as Record<string, unknown> : undefined), schema: schema as FieldSchema };
    });
    cache.set(formId, fields);
  }
  return fields;
}
