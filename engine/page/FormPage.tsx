// engine/form: a form page of schemas/forms/<id>.json: the heading and the form (filled by its
// loadEndpoint), sent with the path parameters its call names from the page. The form's
// `addressFields` start from the address (path parameters, query keys) and are written back to it
// when they change, so the address always reproduces the form's choices (addressValues.ts).
import { Loader, Paper, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { loadForm, loadedForm } from '../form/formFiles';
import { SchemaForm } from '../form/SchemaForm';
import { useTextsNamespace } from '../list/i18n';
import { readAddress, writeAddress } from './addressValues';
import { PageHeading } from './PageHeading';
import type { PageProps } from './registry';
import { usePageCaller } from './usePageCaller';
import type { EndpointCaller } from '../form/useEndpointCall';
import { IDEMPOTENCY_HEADER, keySpent, newIdempotencyKey } from '../modal/idempotency';
import { usePageParams } from './usePageParams';

export default function FormPage({ title, schemaId, path }: PageProps) {
  const params = usePageParams();
  const ns = useTextsNamespace();
  const ready = useFormFile(schemaId);
  const submit = useIdempotentCaller(params, ready && loadedForm(schemaId)?.form?.idempotent === true);
  const { initialData, onDataChange } = useAddressFields(ready, schemaId, path);
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={title} params={params} />
      <Paper withBorder p="lg">
        {ready ? (
          // A new page merchant (known once the header's merchants load, or chosen there) starts the
          // form again: its server choices and loaded values are that merchant's.
          <SchemaForm key={String(params.merchant ?? '')} formId={schemaId} ns={ns ?? undefined} hideTitle submit={submit} initialData={initialData} onDataChange={onDataChange} />
        ) : (
          <Loader size="sm" />
        )}
      </Paper>
    </Stack>
  );
}

/** An idempotent form (`"idempotent": true`) sends one Idempotency-Key until a reply spends it
 * (a retry after a lost reply is done once; a handled one makes the next submit a new request). */
function useIdempotentCaller(params: Record<string, unknown>, idempotent: boolean): EndpointCaller {
  const key = useRef<string | null>(null);
  const headers = useCallback(() => {
    if (!idempotent) return undefined;
    key.current ??= newIdempotencyKey();
    return { [IDEMPOTENCY_HEADER]: key.current };
  }, [idempotent]);
  const call = usePageCaller(params, undefined, headers);
  return useCallback<EndpointCaller>(
    async (endpointId, arg, options) => {
      const result = await call(endpointId, arg, options);
      if ('data' in result || keySpent(result.error.status)) key.current = null;
      return result;
    },
    [call],
  );
}

/** The form file is loaded before the form renders, so its address fields seed the first values. A
 * failure renders the form anyway, whose own loading reports it. */
function useFormFile(schemaId: string): boolean {
  const [ready, setReady] = useState<string | undefined>(loadedForm(schemaId) ? schemaId : undefined);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(schemaId);
    loadForm(schemaId).then(done, done);
    return () => {
      live = false;
    };
  }, [schemaId]);
  return ready === schemaId;
}

function useAddressFields(ready: boolean, schemaId: string, path: string | undefined) {
  const routeParams = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const file = ready ? loadedForm(schemaId)?.form : undefined;
  const fields = file?.addressFields;
  // Prefilled from the address but never written back (a card token the address must not keep).
  const prefill = file?.addressPrefill;
  // The address when the form file is known seeds the form; later changes come from the form itself.
  const [seed, setSeed] = useState<{ form: string; data: Record<string, string> }>();
  if ((fields || prefill) && seed?.form !== schemaId) setSeed({ form: schemaId, data: readAddress([...(fields ?? []), ...(prefill ?? [])], routeParams, query) });
  const initialData = seed?.form === schemaId ? seed.data : undefined;
  const current = `${location.pathname}${location.search}`;
  const onDataChange = useCallback(
    (data: Record<string, unknown>) => {
      if (!fields || !path) return;
      const next = writeAddress(path, fields, data, routeParams, query);
      if (next !== current) navigate(next, { replace: true });
    },
    [fields, path, routeParams, query, current, navigate],
  );
  return useMemo(() => ({ initialData, onDataChange: fields ? onDataChange : undefined }), [initialData, onDataChange, fields]);
}
