// The forms engine inside a modal: <ModalHostProvider renderForm={SchemaFormSlot}>. The form
// keeps its own submit button; on success the modal closes with 'submit' (and lists refresh).
// The row a row action opened the modal with gives the path parameter id and initial values.
import { SchemaForm } from '../form/SchemaForm';
import type { FormSlotProps } from './hostContext';

export function SchemaFormSlot({ formId, values, onDone }: FormSlotProps) {
  const row = values.row as Record<string, unknown> | undefined;
  return (
    <SchemaForm
      formId={formId}
      hideTitle
      extraData={row && row.id !== undefined ? { id: row.id } : undefined}
      initialData={values.initialData as Record<string, unknown> | undefined}
      onSuccess={() => onDone('submit')}
    />
  );
}
