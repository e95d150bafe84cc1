// The record a list page's caption reads (schemas/lists/<id>.json `page.record`): a GET call with its
// query parameters filled from the page parameters (`{merchant}`) and its path parameters from the
// page, or with `find` the item of one of its lists whose field equals a page parameter (the
// special report's row of the reports catalogue).
import { pathParamsOf } from '../api/endpointCall';
import type { ListPageDef } from '../core/list/types';
import { useRecord } from '../list/api/useRecord';
import { fillTemplate } from '../list/state/template';
import { valueAt } from '../modal/conditions';

type Params = Readonly<Record<string, string | undefined>>;
type RecordRead = NonNullable<ListPageDef['record']>;

/** The item of `data` the read finds (the whole reply without `find`); undefined when none matches. */
export function foundRecord(read: RecordRead, data: unknown, params: Params): Record<string, unknown> | undefined {
  if (!read.find) return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  const { path, field, param } = read.find;
  const items = valueAt(data, path);
  if (!Array.isArray(items)) return undefined;
  return (items as Array<Record<string, unknown>>).find((item) => String(valueAt(item, field)) === params[param]);
}

/** The call's arguments: query parameters from templates, path parameters the call's path names. A
 * template whose page value is missing leaves the call waiting (undefined). */
export function recordArgs(read: RecordRead, params: Params): { pathParams: Record<string, string>; params: Record<string, string> } | undefined {
  const query: Record<string, string> = {};
  for (const [name, template] of Object.entries(read.params ?? {})) {
    const value = fillTemplate(template, params);
    if (value === '') return undefined;
    query[name] = decodeURIComponent(value);
  }
  const pathParams: Record<string, string> = {};
  for (const name of pathParamsOf(read.endpoint)) {
    const value = params[name];
    if (value === undefined || value === '') return undefined;
    pathParams[name] = value;
  }
  return { pathParams, params: query };
}

export function useListPageRecord(read: RecordRead | undefined, params: Params): Record<string, unknown> | undefined {
  const args = read ? recordArgs(read, params) : undefined;
  const { data } = useRecord(read?.endpoint ?? '', { ...args, skip: !read || !args });
  return read && data !== undefined ? foundRecord(read, data, params) : undefined;
}
