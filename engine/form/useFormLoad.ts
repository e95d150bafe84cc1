// The form's data from the server: the loadEndpoint reply (read through the call's cache, with its
// path parameters from the route and extraData) replaces the initial data (the rjsf form is mounted
// again: `generation`), and the choicesFrom lists load (useChoicesFrom). The transport may be an
// inline function: loading depends on the form and its path parameters only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { pathParamsOf } from '../api/endpointCall';
import type { FormFile } from '../core/schema/formFile';
import type { FormStore } from './formStore';
import { useChoicesFrom } from './useChoicesFrom';
import type { EndpointCaller } from './useEndpointCall';

export function useFormLoad(
  form: FormFile,
  store: FormStore,
  call: EndpointCaller,
  initialData: Record<string, unknown> | undefined,
  extraData: Record<string, unknown> | undefined,
) {
  const [initial, setInitial] = useState<Record<string, unknown>>(() => initialData ?? {});
  const [generation, setGeneration] = useState(0);
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  const stableCall = useCallback<EndpointCaller>((...args) => callRef.current(...args), []);
  const [loadReply, setLoadReply] = useState<unknown>(undefined);
  const routeParams = useParams();
  const context: Record<string, unknown> = { ...routeParams, ...extraData };
  useChoicesFrom(form, store, stableCall, context, loadReply);
  const names = form.loadEndpoint ? pathParamsOf(form.loadEndpoint) : [];
  const loadKey = JSON.stringify(names.filter((n) => context[n] !== undefined).map((n) => [n, context[n]]));
  useEffect(() => {
    if (!form.loadEndpoint) return;
    let live = true;
    const arg = Object.fromEntries(JSON.parse(loadKey) as [string, unknown][]);
    void callRef.current(form.loadEndpoint, Object.keys(arg).length ? arg : undefined, { query: true }).then((r) => {
      if (live) setLoadReply('data' in r ? r.data : null);
      if (live && 'data' in r && r.data && typeof r.data === 'object') {
        store.reset(r.data as Record<string, unknown>);
        setInitial(r.data as Record<string, unknown>);
        setGeneration((g) => g + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [form.loadEndpoint, loadKey, store]);
  return { initial, generation };
}
