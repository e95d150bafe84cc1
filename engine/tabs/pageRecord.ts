// The record of a tab group page (schemas/tabs/<id>.json `record`): a GET call's reply, or the
// item of one of its lists whose field equals a page parameter (the merchant of the merchant list).
import { useRecord } from '../list/api/useRecord';
import { valueAt } from '../modal/conditions';
import type { PageRecordDef } from './types';

export interface PageRecord {
  /** undefined while loading (or when there is none). */
  record: Record<string, unknown> | undefined;
  loading: boolean;
}

export function usePageRecord(def: PageRecordDef | undefined, params: Record<string, string | undefined>): PageRecord {
  const { data, error } = useRecord(def?.endpoint ?? '', { pathParams: params, skip: !def });
  if (!def) return { record: undefined, loading: false };
  if (data === undefined) return { record: undefined, loading: !error };
  if (!def.find) return { record: data, loading: false };
  const { path, field, param } = def.find;
  const items = valueAt(data, path);
  const found = Array.isArray(items)
    ? (items as Array<Record<string, unknown>>).find((item) => String(valueAt(item, field)) === params[param])
    : undefined;
  return { record: found, loading: false };
}
