// Runtime shape check of list replies (react-admin style): the message names the call and the
// expected shape, so a server mismatch is found from the console, not from a blank table.
import type { ExportResponse, FieldsResponse, ListResponse, SettingsResponse } from './types';
import { arrayOf, isBoolean, isNumber, isObject, isString, optional, shape, type Check } from './shapeCheck';

const strings = optional(arrayOf(isString));
const field = shape({ name: isString, label: optional(isString) });
const filterItem = shape({
  name: isString,
  type: optional(isString),
  search_modes: optional(arrayOf(isString)),
});

export const LIST_SHAPE =
  '{ data: object[], paginator?: { page: number, pages: number, limit: number }, fields?: {name, label}[], ' +
  'filters?: {name, type, search_modes}[], enabled_filters?: string[], fulltext_fields?: string[], ' +
  'query_words?: string, params?: object, accepted_fields?: string[], mandatory_fields?: string[], ' +
  'current?: { fields?: string[] }, can_edit?: boolean }';

const listCheck = shape({
  data: arrayOf(isObject),
  // Absent: the call returns all its rows (`{ data }`), shown on one page.
  paginator: optional(shape({ page: isNumber, pages: isNumber, limit: isNumber })),
  fields: optional(arrayOf(field)),
  filters: optional(arrayOf(filterItem)),
  enabled_filters: strings,
  fulltext_fields: strings,
  query_words: optional(isString),
  params: optional(isObject),
  accepted_fields: strings,
  mandatory_fields: strings,
  current: optional(shape({ fields: strings })),
  can_edit: optional(isBoolean),
});

export class ResponseShapeError extends Error {
  constructor(call: string, expected: string, detail: string) {
    super(`The response to '${call}' must be ${expected}; ${detail}.`);
    this.name = 'ResponseShapeError';
  }
}

function checked<T>(check: Check, expected: string) {
  return (raw: unknown, call: string): T => {
    const err = check(raw, 'response');
    if (err) throw new ResponseShapeError(call, expected, err);
    return raw as T;
  };
}

export const checkListResponse = checked<ListResponse>(listCheck, LIST_SHAPE);
export const checkFieldsResponse = checked<FieldsResponse>(
  shape({ fields: arrayOf(field), mandatory_fields: strings }),
  '{ fields: {name, label}[], mandatory_fields?: string[] }',
);
export const checkSettingsResponse = checked<SettingsResponse>(
  shape({ fields: arrayOf(isString) }),
  '{ fields: string[] }',
);
export const checkExportResponse = checked<ExportResponse>(
  isObject,
  '{ message?: string, id?: string | number }',
);
