// The design a save sends: name, comment and the configuration as a JSON string (spec 001 s.7).
// The parsed configuration is checked against the editor's own form (schemas/forms/design_configuration.json)
// with the browser's rules, and refused when it carries a key the form does not declare. The preview
// amount travels as a decimal string and is stored in minor units (spec 001 s.3: x100). A card number
// typed into its texts (name, comment, the checkout's messages) is stored masked, as in every form.
import { validateForm } from '../../engine/core/validation/index.ts';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest } from '../http/errors.ts';
import { maskFreeText } from '../security/free-text.ts';
import { fromMinor, toMinor } from '../lists/money.ts';
import type { DesignConfiguration } from './tables.ts';

export const FORM_ID = 'design_configuration';
const MAX_CONFIGURATION_CHARS = 100_000;

type JsonSchema = { properties?: Record<string, JsonSchema> };
let formSchema: JsonSchema | undefined;
const schemaOfForm = () => (formSchema ??= (loadSchemaFile(`schemas/forms/${FORM_ID}.json`) as { schema: JsonSchema }).schema);

/** Dotted path of the first key the form does not declare, walking declared objects only. */
function undeclaredKey(value: unknown, schema: JsonSchema, path: string): string | null {
  if (!schema.properties || !value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const declared = schema.properties[key];
    if (!declared) return at;
    const deeper = undeclaredKey(child, declared, at);
    if (deeper) return deeper;
  }
  return null;
}

export type DesignInput = { name: string; comment: string; configuration: DesignConfiguration; previewAmount: number; previewCurrency: string };

export function readDesignInput(body: Record<string, unknown>, fallbackCurrency: string): DesignInput {
  const extra = Object.keys(body).find((k) => !['name', 'comment', 'configuration', 'merchant', 'hash'].includes(k));
  if (extra) throw badRequest([[extra, NOT_IN_FORM]]);
  if (typeof body.configuration !== 'string') throw badRequest([['configuration', 'The configuration must be a JSON string']]);
  if (body.configuration.length > MAX_CONFIGURATION_CHARS) throw badRequest([['configuration', 'value is to long']]);
  let configuration: unknown;
  try {
    configuration = JSON.parse(body.configuration);
  } catch {
    throw badRequest([['configuration', 'The configuration is not valid JSON']]);
  }
  if (!configuration || typeof configuration !== 'object' || Array.isArray(configuration)) {
    throw badRequest([['configuration', 'The configuration must be a JSON object']]);
  }
  const values = maskFreeText(FORM_ID, { name: body.name, comment: body.comment ?? '', configuration });
  const extraKey = undeclaredKey(values, schemaOfForm(), '');
  if (extraKey) throw badRequest([[extraKey, NOT_IN_FORM]]);
  const errors = validateForm(FORM_ID, values);
  if (errors.length > 0) throw badRequest(errors);
  const config = values.configuration as DesignConfiguration & { params?: { amount?: string; currency?: string } };
  const { amount, currency } = config.params ?? {};
  const previewAmount = amount === undefined || amount === '' ? 10_000 : toMinor(amount);
  if (previewAmount === null || previewAmount < 0) throw badRequest([['configuration.params.amount', 'field must be amount']]);
  const { params: _params, ...stored } = config;
  return { name: String(values.name).trim(), comment: String(values.comment), configuration: stored, previewAmount, previewCurrency: currency || fallbackCurrency };
}

/** The configuration as the editor reads it: the stored options plus the preview amount as a decimal string. */
export function configurationOut(stored: DesignConfiguration, previewAmount: number, previewCurrency: string): DesignConfiguration {
  return { ...stored, params: { amount: fromMinor(previewAmount), currency: previewCurrency } };
}
