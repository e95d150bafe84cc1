// The `download` action kind: runs a call of schemas/endpoints through the engine's API (session
// cookie, CSRF header, error pipeline, the call's `invalidates`) and saves the file it answers.
// The file is saved as the reply arrives, so only its name goes into the store (no Blob there).
import { useCallback, useMemo } from 'react';
import { resolveTags } from '../api/tags';
import { useListEngine } from '../list/api/context';
import { LIST_TAG, type BodyCallArg, type ListApi } from '../list/api/listEndpoints';
import { splitPathParams } from '../list/api/useEngineCaller';
import { fileNameOf, saveBlob } from './saveFile';

interface DownloadArg extends BodyCallArg {
  fileName: string;
}

function injectDownload(api: ListApi) {
  return api.injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      engineDownload: build.mutation<{ file: string }, DownloadArg>({
        query: ({ url, method, body, fileName }) => ({
          url,
          method,
          body,
          // An error reply is the usual JSON; a success is the file.
          responseHandler: async (response: Response) => {
            if (!response.ok) return response.json().catch(() => ({}));
            const file = fileNameOf(response.headers.get('content-disposition'), fileName);
            saveBlob(await response.blob(), file);
            return { file };
          },
        }),
        invalidatesTags: (_r, _e, arg) => [LIST_TAG, ...(arg.tags ?? [])],
      }),
    }),
  });
}

const injected = new WeakMap<ListApi, ReturnType<typeof injectDownload>>();

/** `(call, arg, fileName)`: resolves when the file is saved, rejects with the API error. */
export function useDownload() {
  const { api, resolveEndpoint } = useListEngine();
  const withDownload = useMemo(() => {
    if (!injected.has(api)) injected.set(api, injectDownload(api));
    return injected.get(api)!;
  }, [api]);
  const [run] = withDownload.useEngineDownloadMutation();
  return useCallback(
    async (call: string, arg: Record<string, unknown>, fileName: string) => {
      const info = resolveEndpoint(call);
      const { url, body } = splitPathParams(info.path, arg);
      return run({
        call,
        url,
        method: info.method,
        body: info.method === 'POST' ? body : undefined,
        tags: resolveTags(info.invalidates, arg),
        fileName,
      }).unwrap();
    },
    [run, resolveEndpoint],
  );
}
