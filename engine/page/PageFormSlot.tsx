// Forms in the modals of a generic page (<ModalHostProvider renderForm={...}>): sent through
// usePageCaller, so path parameters come from the form's values, the row the modal was opened
// with, then the page;
// an idempotent modal adds an Idempotency-Key per opened modal. Options of the list that opened
// it: the row fills the form (rowFillsForms), the row's stored files show above it (rowFiles).
import { useCallback, useMemo, useRef, type ComponentType } from 'react';
import { LazySchemaForm } from '../form/LazySchemaForm';
import { useTextsNamespace } from '../list/i18n';
import type { FormSlotProps } from '../modal/hostContext';
import { IDEMPOTENCY_HEADER, keySpent, newIdempotencyKey } from '../modal/idempotency';
import type { EndpointCaller } from '../form/useEndpointCall';
import type { RowFilesDef } from '../tabs/types';
import { RowFiles } from './RowFiles';
import { usePageCaller } from './usePageCaller';
import { usePageParams } from './usePageParams';

export interface PageFormSlotOptions {
  rowFillsForms?: boolean;
  rowFiles?: RowFilesDef;
}

function PageFormSlot({ formId, values, idempotent, onDone, options }: FormSlotProps & { options: PageFormSlotOptions }) {
  const page = usePageParams();
  const ns = useTextsNamespace();
  const row = useMemo(() => (values.row ?? {}) as Record<string, unknown>, [values.row]);
  const key = useRef<string | null>(null);
  const headers = useCallback(() => {
    if (!idempotent) return undefined;
    key.current ??= newIdempotencyKey();
    return { [IDEMPOTENCY_HEADER]: key.current };
  }, [idempotent]);
  const call = usePageCaller(page, row, headers);
  const submit = useCallback<EndpointCaller>(
    async (endpointId, arg, options) => {
      const result = await call(endpointId, arg, options);
      if ('data' in result || keySpent(result.error.status)) key.current = null;
      return result;
    },
    [call],
  );
  const initial = (values.initialData as Record<string, unknown> | undefined) ?? (options.rowFillsForms ? row : undefined);
  return (
    <>
      {options.rowFiles && row.id !== undefined && <RowFiles def={options.rowFiles} page={page} row={row} />}
      <LazySchemaForm formId={formId} hideTitle ns={ns ?? undefined} submit={submit} initialData={initial} onSuccess={() => onDone('submit')} />
    </>
  );
}

const slots = new WeakMap<PageFormSlotOptions, ComponentType<FormSlotProps>>();
const plain: PageFormSlotOptions = {};

/** One slot component per options object (a new component type would remount the modal's form). */
export function pageFormSlot(options: PageFormSlotOptions = plain): ComponentType<FormSlotProps> {
  let slot = slots.get(options);
  if (!slot) {
    slot = (props: FormSlotProps) => <PageFormSlot {...props} options={options} />;
    slots.set(options, slot);
  }
  return slot;
}
