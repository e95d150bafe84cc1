// The constructor's choice lists (GET .../create/choices/) and the rule the form's `choicesFrom`
// fields that read them follow on the server too: the same lists, the engine's choices rule
// (engine/core/choices/choicesFrom.ts), so a value the select does not offer is refused.
import { choiceErrors, choicesFromFields, readChoices, ITEM, type ServerChoice } from '../../engine/core/choices/choicesFrom.ts';
import type { FormFile } from '../../engine/core/schema/formFile.ts';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { presetChoices } from './presets.ts';

const LANGS = [['en', 'English'], ['uk', 'Українська'], ['pl', 'Polski'], ['de', 'Deutsch']] as const;
const choice = (value: string, label = value) => ({ value, label });

/** The choices reply of a merchant with these currencies. */
export function buttonChoices(currencies: readonly string[]) {
  return {
    callback_content_type: [choice('json', 'JSON'), choice('form', 'Form')],
    // English words the form shows translated (choicesFrom `translate`).
    callback_order_status: [['approved', 'Approved'], ['declined', 'Declined'], ['expired', 'Expired'], ['reversed', 'Reversed'], ['processing', 'Processing']]
      .map(([v, l]) => choice(v, l)),
    callback_response_method: [choice('post', 'POST'), choice('get', 'GET')],
    callback_type: [choice('order', 'Order'), choice('subscription', 'Subscription')],
    currency: currencies.map((c) => choice(c)),
    // Checkout designs arrive with the designs area; until then only the default design exists.
    designs: [],
    lang: LANGS.map(([v, l]) => choice(v, l)),
    multicurrencies: currencies.map((c) => choice(c)),
    checkout_version: '2.0',
    presets: presetChoices(),
  };
}

const FORM = loadSchemaFile('schemas/forms/button.json') as FormFile;
/** The form's fields whose choices come from this reply (by choicesFrom key). */
const FROM_CHOICES = Object.entries(choicesFromFields(FORM.uiSchema)).filter(([, spec]) => spec.endpoint === 'buttons.choices');

/** The choices rule over the body. A top-level field the body leaves out keeps the server's
 * default (lang: en; currency has its own check), so only array items' fields are required here. */
export function choiceProblems(values: Record<string, unknown>, currencies: readonly string[]): Array<[string, string]> {
  const reply = buttonChoices(currencies);
  const lists = new Map<string, readonly ServerChoice[]>();
  for (const [key, spec] of FROM_CHOICES) {
    const given = values[key];
    if (key.includes(ITEM) || (given !== undefined && given !== null && given !== '')) lists.set(key, readChoices(reply, spec.path));
  }
  return Object.entries(choiceErrors(values, lists));
}
