// Card numbers typed into free text (a link's description, a payout's purpose, a button's custom
// field, a company's address, ...) are stored masked, BIN and last four (card-mask.ts). Free text is
// what a form file says it is: a string field with no format, pattern or choices, in lists and
// objects of the form too. Not masked: passwords (a password widget), and the identifiers below,
// which hold long digit runs by nature and are matched against other systems as typed.
import type { FieldSchema } from '../forms/form-fields.ts';
import { formFields, readFormFile } from '../forms/form-fields.ts';
import { maskCardNumbers } from './card-mask.ts';

/**
 * Identifiers kept as typed: an order id or product id is the key the merchant's own system matches
 * on (a 13-digit millisecond timestamp passes the Luhn check one time in ten); a registration or
 * document number is an official number (OGRN has 13 digits); a certificate is base64 text.
 */
export const IDENTIFIERS: ReadonlySet<string> = new Set(['order_id', 'product_id', 'reg_number', 'additional_document_number', 'client_cer']);

/** A text field with no format, pattern or choices. */
export const isFreeText = (schema: FieldSchema) =>
  (schema.type === 'string' || schema.type === undefined) && !schema.format && !schema.pattern && !schema.enum && !schema.oneOf && !schema.anyOf;

type Node = FieldSchema & { properties?: Record<string, FieldSchema> };

/** `value` with the free texts its schema declares masked (a value that does not fit the schema is left as it is). */
function maskBySchema(value: unknown, schema: Node): unknown {
  if (typeof value === 'string') return isFreeText(schema) ? maskCardNumbers(value) : value;
  if (Array.isArray(value)) return schema.items ? value.map((item) => maskBySchema(item, schema.items!)) : value;
  if (value && typeof value === 'object' && schema.properties) {
    const properties = schema.properties;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Object.hasOwn(properties, k) && !IDENTIFIERS.has(k) ? maskBySchema(v, properties[k]) : v]));
  }
  return value;
}

const maskedFields = new Map<string, ReadonlyMap<string, FieldSchema>>();

/** The form's fields whose values may hold free text (a password or an identifier never does). */
function fieldsOf(formId: string): ReadonlyMap<string, FieldSchema> {
  let fields = maskedFields.get(formId);
  if (!fields) {
    const ui = readFormFile(formId).uiSchema ?? {};
    const password = (name: string) => (ui[name] as { 'ui:widget'?: unknown } | undefined)?.['ui:widget'] === 'password';
    fields = new Map(formFields(formId).filter((f) => !IDENTIFIERS.has(f.name) && !password(f.name)).map((f) => [f.name, f.schema]));
    maskedFields.set(formId, fields);
  }
  return fields;
}

/** A body of the form `formId` with the card numbers in its free texts masked; anything else as it came. */
export function maskFreeText<T>(formId: string, body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = fieldsOf(formId);
  return Object.fromEntries(Object.entries(body).map(([name, value]) => {
    const schema = fields.get(name);
    return [name, schema ? maskBySchema(value, schema) : value];
  })) as T;
}
