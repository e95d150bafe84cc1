// The `download` action kind: runs a file call of schemas/endpoints (`"file": true`) through the one
// transport (session cookie, CSRF header, error pipeline, the call's `invalidates`); its generated
// endpoint saves the file as the reply arrives (engine/api/fileReply.ts).
import { useCallback } from 'react';
import { useEngineCaller } from '../list/api/useEngineCaller';

/** `(call, arg, fileName)`: resolves when the file is saved, rejects with the API error. */
export function useDownload() {
  const call = useEngineCaller();
  return useCallback(
    async (endpoint: string, arg: Record<string, unknown>, fileName: string) => {
      const result = await call(endpoint, { ...arg, $fileName: fileName });
      if ('error' in result) throw result.error;
      return result.data;
    },
    [call],
  );
}
