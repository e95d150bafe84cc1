// The form's data from the server: the loadEndpoint reply replaces the initial data (the rjsf form
// is mounted again: `generation`), and the choicesFrom lists load (useChoicesFrom). The transport
// may be an inline function: loading depends on the form only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
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
  useChoicesFrom(form, store, stableCall, { ...routeParams, ...extraData }, loadReply);
  useEffect(() => {
    if (!form.loadEndpoint) return;
    let live = true;
    void callRef.current(form.loadEndpoint, undefined, { query: true }).then((r) => {
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
  }, [form.loadEndpoint, store]);
  return { initial, generation };
}
