// A landing modal's form (delete reason, clone language): the modal's row names the merchant and the
// landing, both path parameters of the landing calls, so both go with the form (the engine's slot
// passes the id only).
import { SchemaForm, type FormSlotProps } from '../../../engine';

export function LandingFormSlot({ formId, values, onDone }: FormSlotProps) {
  const row = values.row as { merchant?: number; id?: number } | undefined;
  return (
    <SchemaForm
      formId={formId}
      hideTitle
      extraData={{ merchant: row?.merchant, id: row?.id }}
      onSuccess={(reply) => onDone(typeof reply === 'object' && reply && 'landing_id' in reply ? `clone:${String(reply.landing_id)}` : 'submit')}
    />
  );
}
