// engine/form: a form page of schemas/forms/<id>.json: the heading and the form (filled by its
// loadEndpoint), sent with the path parameters its call names from the page. The form's
// `addressFields` start from the address (path parameters, query keys) and are written back to it
// when they change, so the address always reproduces the form's choices (addressValues.ts); one the
// address leaves empty starts from the page parameter of its name (`merchant`: the header's).
import { Loader, Paper, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { loadForm, loadedForm } from '../form/formFiles';
import { SchemaForm } from '../form/SchemaForm';
import { useTextsNamespace } from '../list/i18n';
import { readAddress, writeAddress } from './addressValues';
import { pageDefaults, useHeldDefaults } from './heldDefaults';
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
  const { formKey, initialData, onDataChange } = useAddressFields(ready, schemaId, path, params);
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={title} params={params} />
      <Paper withBorder p="lg">
        {ready && formKey ? (
          <SchemaForm key={formKey} formId={schemaId} ns={ns ?? undefined} hideTitle submit={submit} initialData={initialData} onDataChange={onDataChange} />
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

/** What a form page starts from, and the SchemaForm key that starts it again. */
interface Seed {
  form: string;
  /** The page's merchant the form started (or went on) with. */
  merchant: string;
  generation: number;
  data: Record<string, string> | undefined;
}

// A new page merchant (known once the header's merchants load, or chosen there) starts the form
// again from the address: its server choices and loaded values are that merchant's. Not when the
// form itself holds the merchant as an address field and wrote the new one there (the user chose
// it in the form): the form keeps every value. An address field the address leaves empty starts
// from the page parameter of its name when the field's choices hold it (heldDefaults.ts).
function useAddressFields(ready: boolean, schemaId: string, path: string | undefined, page: Record<string, string | undefined>) {
  const routeParams = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const file = ready ? loadedForm(schemaId)?.form : undefined;
  const fields = file?.addressFields;
  // Prefilled from the address but never written back (a card token the address must not keep).
  const prefill = file?.addressPrefill;
  const merchant = page.merchant ?? '';
  // The merchant the form holds now (an address field `merchant`), as it last told.
  const [formMerchant, setFormMerchant] = useState<string>();
  const [seed, setSeed] = useState<Seed>();
  const address = fields || prefill ? readAddress([...(fields ?? []), ...(prefill ?? [])], routeParams, query) : undefined;
  const defaults = useHeldDefaults(file?.uiSchema, pageDefaults(fields ?? [], page, address ?? {}), page);
  const start = (): Record<string, string> | undefined => address && { ...defaults, ...address };
  if (ready && defaults && seed?.form !== schemaId) setSeed({ form: schemaId, merchant, generation: 0, data: start() });
  else if (seed && seed.merchant !== merchant) {
    const followed = fields?.includes('merchant') && formMerchant === merchant;
    if (followed) setSeed({ ...seed, merchant });
    else if (defaults) setSeed({ form: schemaId, merchant, generation: seed.generation + 1, data: start() });
  }
  const initialData = seed?.form === schemaId ? seed.data : undefined;
  const current = `${location.pathname}${location.search}`;
  const onDataChange = useCallback(
    (data: Record<string, unknown>) => {
      if (!fields || !path) return;
      setFormMerchant(typeof data.merchant === 'string' ? data.merchant : undefined);
      const next = writeAddress(path, fields, data, routeParams, query);
      if (next !== current) navigate(next, { replace: true });
    },
    [fields, path, routeParams, query, current, navigate, setFormMerchant],
  );
  return useMemo(
    // No key until the form's start is known (the page's defaults checked): the page shows a loader.
    () => ({ formKey: seed && `${seed.form}:${seed.generation}`, initialData, onDataChange: fields ? onDataChange : undefined }),
    [seed, initialData, onDataChange, fields],
  );
}
