// Forms in the merchant settings modals: the row a row action opened the modal with fills the form
// (initial values only: what the user then picks is sent) and gives the path parameters {id} /
// {type}; the route gives {merchant}. The privilege forms are refused before any call when no
// privilege is chosen (spec 002 s.5).
import { useCallback, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SchemaForm, showAlert, useEngineCaller, type EndpointCaller, type SchemaFormSlot } from '../../engine';

type FormSlotProps = ComponentProps<typeof SchemaFormSlot>;

/** The permission forms: read_{view} / edit_{view} flags, at least one of which must be on. */
const PRIVILEGE_FORMS = new Set(['merchant_permission', 'merchant_permission_edit']);
const NO_PRIVILEGE = 'Choose at least one privilege';
/** Spec 002 s.5: the alert is shown 1 second. */
const NO_PRIVILEGE_MS = 1000;

const hasPrivilege = (arg: unknown) =>
  Object.entries((arg ?? {}) as Record<string, unknown>).some(([k, v]) => /^(read|edit)_/.test(k) && v === true);

/** Initial values of a form from its row: Apple Pay starts on the row's certificate type, else PEM. */
function initialValues(formId: string, row: Record<string, unknown>): Record<string, unknown> {
  return formId === 'merchant_apple_pay' ? { ...row, cert_type: row.cert_type ?? 'pem' } : row;
}

export function MerchantFormSlot({ formId, values, onDone }: FormSlotProps) {
  const { merchant = '' } = useParams();
  const { t } = useTranslation('settings');
  const engineCall = useEngineCaller();
  const call = useCallback<EndpointCaller>(
    async (endpointId, arg) => {
      if (PRIVILEGE_FORMS.has(formId) && !hasPrivilege(arg)) {
        // Blocked before any call.
        showAlert({ message: t(NO_PRIVILEGE), variant: 'danger', duration: NO_PRIVILEGE_MS });
        return { error: { status: 0, data: {} } };
      }
      return engineCall(endpointId, arg);
    },
    [engineCall, formId, t],
  );
  const row = (values.row ?? {}) as Record<string, unknown>;
  // Only path parameters that are not fields of the form: extraData overrides the user's values.
  const path: Record<string, unknown> = { merchant };
  if (row.id !== undefined) path.id = row.id;
  if (row.type !== undefined) path.type = row.type;
  return <SchemaForm formId={formId} ns="settings" hideTitle submit={call} initialData={initialValues(formId, row)} extraData={path} onSuccess={() => onDone('submit')} />;
}
