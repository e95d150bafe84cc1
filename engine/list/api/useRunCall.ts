// Runs "<group>.<name>" with values (path params from them, body = them for POST unless a body is
// given) and
// invalidates the lists (so a list refreshes after a row action).
import { useCallback } from 'react';
import { resolveTags } from '../../api/tags';
import { useListEngine } from './context';
import { fillPath } from './resolveEndpoint';

export function useRunCall() {
  const engine = useListEngine();
  const [run] = engine.api.useEngineCallMutation();
  return useCallback(
    async (call: string, values: Record<string, unknown>, body?: unknown) => {
      const info = engine.resolveEndpoint(call);
      const url = fillPath(info.path, values as Record<string, string>);
      return run({
        call,
        url,
        method: info.method,
        body: info.method === 'POST' ? (body ?? values) : undefined,
        tags: resolveTags(info.invalidates, values),
      }).unwrap();
    },
    [engine, run],
  );
}
