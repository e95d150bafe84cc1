// The forms engine inside a modal: <ModalHostProvider renderForm={SchemaFormSlot}>. The form
// keeps its own submit button; on success the modal closes with 'submit' (and lists refresh).
// The row a row action opened the modal with gives the path parameter id and initial values, and
// any other path parameter of the form's call the form's values lack ({merchant} of a row, or of
// a list action's call arguments: the list's own {entity_type}/{entity_id}).
// The form's call goes through the lists engine (useEngineCaller), so lists and records
// (useRecord) refetch after it; an idempotent modal adds an Idempotency-Key per opened modal.
import { useCallback, useRef } from 'react';
import { LazySchemaForm } from '../form/LazySchemaForm';
import type { EndpointCaller } from '../form/useEndpointCall';
import { useEngineCaller } from '../list/api/useEngineCaller';
import { useTextsNamespace } from '../list/i18n';
import { withPathParams } from '../page/usePageCaller';
import { ENDPOINT_META } from '../../.generated/api/meta';
import type { FormSlotProps } from './hostContext';
import { IDEMPOTENCY_HEADER, keySpent, newIdempotencyKey } from './idempotency';

export function SchemaFormSlot({ formId, values, idempotent, onDone }: FormSlotProps) {
  const row = values.row as Record<string, unknown> | undefined;
  const ns = useTextsNamespace();
  const call = useEngineCaller();
  const key = useRef<string | null>(null);
  const submit = useCallback<EndpointCaller>(
    async (endpointId, values) => {
      const arg = row ? withPathParams(ENDPOINT_META[endpointId]?.path ?? '', (values ?? {}) as Record<string, unknown>, {}, row) : values;
      if (!idempotent) return call(endpointId, arg);
      key.current ??= newIdempotencyKey();
      const result = await call(endpointId, arg, { headers: { [IDEMPOTENCY_HEADER]: key.current } });
      if ('data' in result || keySpent(result.error.status)) key.current = null;
      return result;
    },
    [call, idempotent, row],
  );
  return (
    <LazySchemaForm
      formId={formId}
      hideTitle
      ns={ns ?? undefined}
      submit={submit}
      extraData={row && row.id !== undefined ? { id: row.id } : undefined}
      initialData={values.initialData as Record<string, unknown> | undefined}
      onSuccess={() => onDone('submit')}
    />
  );
}
