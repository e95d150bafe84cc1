// What a field can mean, for the checks that go past names: the kind of value a field holds (read
// from a reply's JSON Schema here, or from a list source's storage type by the server's check), and
// the rules that compare a schema file's use of a field with that kind: a column format fits it, a
// currencyField names a currency, enabledIf / visibleIf name a flag, a filter's choices are values
// the field can take, and a form field's bounds leave some value. Each rule answers a reason in
// plain words, or undefined when the use fits; callers attach the file and pointer.
import type { ColumnFormat } from '../format/formats';
import { isObject, type Json } from './checkCrossRefsCorpus';
import { schemaAtPath } from './replySchema';

/**
 * The kind of a field's values. `string` is a reply's string that says no more (it may hold a
 * decimal amount or a date); `text` is a plain text as a list source stores it.
 */
export type FieldKind = 'money' | 'number' | 'string' | 'text' | 'datetime' | 'date' | 'bool' | 'other';

const WORD: Record<FieldKind, string> = {
  money: 'an amount', number: 'a number', string: 'a string', text: 'a text', datetime: 'a date-time',
  date: 'a date', bool: 'a yes/no flag', other: 'an object or a list',
};
export const kindWord = (kind: FieldKind) => WORD[kind];

/** The kind a reply schema declares, undefined when it declares none (an open field: not checked). */
export function kindOfSchema(schema: Json): FieldKind | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null' && t !== undefined);
  if (types.length !== 1) return undefined;
  switch (types[0]) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'string':
      return schema.format === 'date-time' ? 'datetime' : schema.format === 'date' ? 'date' : 'string';
    default:
      return 'other';
  }
}

const SCALAR: readonly FieldKind[] = ['money', 'number', 'string', 'text', 'datetime', 'date', 'bool'];
const WORDS: readonly FieldKind[] = ['string', 'text'];

/** The kinds each column format can show (a `text` column shows anything). */
const FORMAT_KINDS: Record<ColumnFormat, readonly FieldKind[]> = {
  text: [...SCALAR, 'other'],
  amount: ['money', 'number', 'string'],
  percent: ['money', 'number', 'string'],
  date: ['date', 'datetime', 'string'],
  datetime: ['datetime', 'date', 'string'],
  time: ['datetime', 'string'],
  deadline: ['date', 'datetime', 'string'],
  badge: ['string', 'text', 'number', 'bool'],
  link: SCALAR,
  ip: WORDS,
  payment_method: WORDS,
  image: WORDS,
  frame: WORDS,
  flag: WORDS,
};

/** Why `format` cannot show field `name` of this kind (undefined: it can, or the kind is unknown). */
export function formatMisfit(format: unknown, name: string, kind: FieldKind | undefined): string | undefined {
  const fits = typeof format === 'string' ? FORMAT_KINDS[format as ColumnFormat] : undefined;
  if (!kind || !fits || fits.includes(kind)) return undefined;
  return `the ${format} format cannot show "${name}", ${kindWord(kind)}: it shows ${[...new Set(fits.map(kindWord))].join(', ')}`;
}

/** A currency field is named `currency` or `<something>_currency` (the three-letter code, a text). */
const CURRENCY_NAME = /(^|_)currency$/;

/** Why `path` is not a currency field (undefined: it is, as far as its name and kind say). */
export function currencyMisfit(path: unknown, kind: FieldKind | undefined): string | undefined {
  if (typeof path !== 'string') return undefined;
  const last = path.split('.').pop() ?? path;
  if (CURRENCY_NAME.test(last) && (!kind || WORDS.includes(kind))) return undefined;
  return `"${path}" is not a currency field: currencyField names a text field called currency or <name>_currency (the currency code shown after the amount)`;
}

/** Why `path` cannot drive enabledIf / visibleIf (undefined: a flag, or its kind is unknown). */
export function flagMisfit(path: unknown, kind: FieldKind | undefined): string | undefined {
  if (typeof path !== 'string' || !kind || kind === 'bool') return undefined;
  return `"${path}" is ${kindWord(kind)}, not a yes/no flag: enabledIf and visibleIf name a boolean field`;
}

/** Why a choice value is one no row can have (undefined when the field takes it or its values are not declared). */
export function choiceMisfit(value: unknown, name: string, values: readonly unknown[] | undefined): string | undefined {
  if (!values || values.some((v) => String(v) === String(value))) return undefined;
  return `no row can have "${String(value)}": "${name}" takes only ${values.map((v) => JSON.stringify(v)).join(', ')}`;
}

/** The bounds a field schema sets in pairs: lower, upper, whether each is exclusive. */
const BOUNDS: Array<[string, string, boolean, boolean]> = [
  ['minimum', 'maximum', false, false],
  ['exclusiveMinimum', 'maximum', true, false],
  ['minimum', 'exclusiveMaximum', false, true],
  ['exclusiveMinimum', 'exclusiveMaximum', true, true],
  ['minLength', 'maxLength', false, false],
  ['minItems', 'maxItems', false, false],
];

/** Bounds of one schema node that leave no value: [the lower bound's key, reason]. */
export function emptyRanges(node: Json): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [low, high, lowOpen, highOpen] of BOUNDS) {
    const lo = node[low];
    const hi = node[high];
    if (typeof lo !== 'number' || typeof hi !== 'number') continue;
    if (lo > hi || (lo === hi && (lowOpen || highOpen))) {
      out.push([low, `${low} ${lo} with ${high} ${hi}: no value can be entered`]);
    }
  }
  return out;
}

/** Every object node of a JSON value with its pointer (for checks that look at any schema node). */
export function* schemaNodes(value: unknown, pointer: string): Generator<[Json, string]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* schemaNodes(v, `${pointer}/${i}`);
    return;
  }
  if (!isObject(value)) return;
  yield [value, pointer];
  for (const [k, v] of Object.entries(value)) yield* schemaNodes(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** The kind of the field at a dotted path of a reply schema, undefined when it is not declared. */
export function kindAt(reply: Json | undefined, path: unknown): FieldKind | undefined {
  const node = reply && typeof path === 'string' ? schemaAtPath(reply, path) : undefined;
  return node && kindOfSchema(node);
}
