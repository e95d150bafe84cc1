// Forms in the merchant settings modals: the row a row action opened the modal with fills the form
// (initial values only: what the user then picks is sent) and gives the path parameters {id} /
// {type}; the route gives {merchant}. Rules such as 'Choose at least one privilege' live in the
// form files (atLeastOne), defaults such as Apple Pay's PEM in their schemas.
import { type ComponentProps } from 'react';
import { useParams } from 'react-router-dom';
import { SchemaForm, useEngineCaller, type SchemaFormSlot } from '../../engine';

type FormSlotProps = ComponentProps<typeof SchemaFormSlot>;

export function MerchantFormSlot({ formId, values, onDone }: FormSlotProps) {
  const { merchant = '' } = useParams();
  const call = useEngineCaller();
  const row = (values.row ?? {}) as Record<string, unknown>;
  // Only path parameters that are not fields of the form: extraData overrides the user's values.
  const path: Record<string, unknown> = { merchant };
  if (row.id !== undefined) path.id = row.id;
  if (row.type !== undefined) path.type = row.type;
  return <SchemaForm formId={formId} ns="settings" hideTitle submit={call} initialData={row} extraData={path} onSuccess={() => onDone('submit')} />;
}
