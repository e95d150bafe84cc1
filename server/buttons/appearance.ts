// The constructor's appearance of a button (spec 001 s.2): schemas/endpoints/buttons.json
// #/definitions/ButtonAppearance declares its keys, defaults and limits once; the constructor takes
// its defaults and ranges from the same definition. Stored in settings.appearance; the embed code
// carries it, checked here so the embed script only ever receives numbers in range, #RRGGBB colours
// and preset names.
import type { ErrorObject } from 'ajv';
import type { ButtonAppearance } from '../../.generated/api/replies.ts';
import { defaultsOf, rangesOf } from '../../engine/core/schema/objectDefaults.ts';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { messageFor } from '../../engine/core/rules/index.ts';
import { createAjv } from '../../engine/core/validation/index.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest } from '../http/errors.ts';
import { gradientCss } from './presets.ts';

export type Appearance = ButtonAppearance;

type Definitions = { ButtonAppearance: { properties: Record<string, object>; required: string[] } };
const { definitions } = loadSchemaFile('schemas/endpoints/buttons.json') as { definitions: Definitions };
const schema = definitions.ButtonAppearance;

export const DEFAULT_APPEARANCE = defaultsOf<Appearance>(schema);
/** [minimum, maximum] of each number of the appearance (the embed script re-checks with them). */
export const APPEARANCE_RANGES = rangesOf<string>(schema);

// A request sends only the keys it changes (merged over the saved appearance): nothing is required.
const validate = createAjv().compile<Partial<Appearance>>({ ...schema, required: [], definitions });

/** The spec's wording for the first problem: limits as the forms word them, else 'Enter a valid value'. */
function problem(error: ErrorObject): [string, string] {
  if (error.keyword === 'additionalProperties') return [`appearance.${String(error.params.additionalProperty)}`, NOT_IN_FORM];
  const field = `appearance.${error.instancePath.slice(1)}`;
  if (error.keyword === 'type' && error.params.type === 'integer') return [field, 'field must be number'];
  if (['minimum', 'maximum', 'maxLength'].includes(error.keyword)) return [field, messageFor(error)];
  return [field, 'Enter a valid value'];
}

/** The appearance sent by the constructor merged over the defaults; 400 naming the first bad key. */
export function checkAppearance(input: unknown, base: Appearance = DEFAULT_APPEARANCE): Appearance {
  if (input === undefined || input === null) return base;
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest([['appearance', 'Enter a valid value']]);
  if (!validate(input)) {
    const [first] = validate.errors ?? [];
    throw badRequest([first ? problem(first) : ['appearance', 'Enter a valid value']]);
  }
  return { ...base, ...input };
}

/** The CSS background of an appearance: its colour, or its gradient preset's CSS. */
export const backgroundCss = (a: Appearance) => gradientCss(a.background) ?? a.background;
