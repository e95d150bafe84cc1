// One record of a GET call of schemas/endpoints (a payment's detail, ...) through the lists
// engine's api. It carries the lists' cache tag (id = the call), so every engine call (row action,
// modal form, action button) refetches it: the page shows the new state without a manual refresh.
import { resolveTags, type ResolvedTag } from '../../api/tags';
import { useListEngine } from './context';
import { errorMessage } from './locateList';
import { fillPath } from './resolveEndpoint';

export interface RecordOptions {
  /** Path parameters ({id}). */
  pathParams?: Record<string, string | number | undefined>;
  /** Query string parameters (undefined and '' left out). */
  params?: Record<string, string | number | undefined>;
  skip?: boolean;
}

export interface RecordResult<T> {
  data: T | undefined;
  /** The server's error text, or a problem locating the call. */
  error: string | null;
  isFetching: boolean;
  refetch(): void;
}

export function recordUrl(path: string, options: RecordOptions = {}): string {
  const url = fillPath(path, options.pathParams);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(options.params ?? {}))
    if (v !== undefined && v !== '') q.set(k, String(v));
  const query = q.toString();
  return query ? `${url}?${query}` : url;
}

export function useRecord<T = Record<string, unknown>>(
  call: string,
  options: RecordOptions = {},
): RecordResult<T> {
  const { api, resolveEndpoint } = useListEngine();
  let url = '';
  let tags: ResolvedTag[] | undefined;
  let problem: string | null = null;
  try {
    const info = resolveEndpoint(call);
    url = recordUrl(info.path, options);
    tags = resolveTags(info.provides, { ...options.params, ...options.pathParams });
  } catch (e) {
    problem = (e as Error).message;
  }
  const result = api.useEngineRecordQuery({ call, url, tags }, { skip: options.skip || Boolean(problem) });
  return {
    data: (result.currentData ?? result.data) as T | undefined,
    error: problem ?? errorMessage(result.error),
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  };
}
