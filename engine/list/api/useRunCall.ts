// Runs "<group>.<name>" with a row's values (path parameters from them, a POST's body = them)
// through the generated endpoint; throws the error on failure (action buttons show their error
// message). A list refreshes when the call invalidates a tag the list call provides.
import { useCallback } from 'react';
import { useEngineCaller } from './useEngineCaller';

export function useRunCall() {
  const call = useEngineCaller();
  return useCallback(
    async (endpoint: string, values: Record<string, unknown>) => {
      const result = await call(endpoint, values);
      if ('error' in result) throw result.error;
      return result.data;
    },
    [call],
  );
}
