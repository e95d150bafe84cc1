// Loads the server choices of every field with ui:options.choicesFrom into the form store: from its
// GET endpoint (path parameters from the route and the screen's extraData, `args` from sibling
// fields; called again when those change) or, without an endpoint, from the form's loadEndpoint
// reply. Calls go through the engine's transport (one cached read per endpoint and arguments). While
// a sibling named in `args` has no value the list is not loaded (no rule, no empty message).
import { useEffect, useMemo } from 'react';
import { pathParamsOf } from '../api/endpointCall';
import { choicesArgs, choicesFromFields, readChoices } from '../core/choices/choicesFrom';
import type { FormFile } from '../core/schema/formFile';
import type { FormStore } from './formStore';
import type { CallResult, EndpointCaller } from './useEndpointCall';

export function useChoicesFrom(
  form: Pick<FormFile, 'uiSchema' | 'loadEndpoint'>,
  store: FormStore,
  call: EndpointCaller,
  context: Record<string, unknown>,
  loadReply: unknown,
) {
  const specs = useMemo(() => choicesFromFields(form.uiSchema), [form.uiSchema]);
  const contextKey = JSON.stringify(context);
  useEffect(() => {
    const names = Object.keys(specs);
    if (!names.length) return;
    const given = JSON.parse(contextKey) as Record<string, unknown>;
    let live = true;
    const asked = new Map<string, string>();
    const calls = new Map<string, Promise<CallResult>>();
    const refresh = () => {
      for (const name of names) {
        const spec = specs[name];
        const endpoint = spec.endpoint ?? form.loadEndpoint;
        if (!endpoint) {
          store.setChoices(name, []);
          continue;
        }
        if (!spec.endpoint && !spec.args) {
          if (loadReply !== undefined) store.setChoices(name, readChoices(loadReply, spec.path));
          continue;
        }
        const path = Object.fromEntries(pathParamsOf(endpoint).filter((p) => p in given).map((p) => [p, given[p]]));
        const args = choicesArgs(spec, store.data, path);
        const waiting = Object.keys(spec.args ?? {}).some((arg) => !(arg in args));
        const key = JSON.stringify([endpoint, args]);
        if (asked.get(name) === key) continue;
        asked.set(name, key);
        store.setChoices(name, undefined);
        if (waiting) continue;
        let running = calls.get(key);
        if (!running) calls.set(key, (running = call(endpoint, args, { query: true })));
        void running.then((r) => {
          if (live && asked.get(name) === key) store.setChoices(name, 'data' in r ? readChoices(r.data, spec.path) : []);
        });
      }
    };
    refresh();
    const unsubscribe = store.subscribeData(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [specs, store, call, contextKey, loadReply, form.loadEndpoint]);
}
