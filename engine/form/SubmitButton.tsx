// Submit: looks disabled while the form is invalid (still answers a click: validates every field
// and focuses the first error), spinner while submitting. Mouse down does not take the focus: the
// field's blur would show its error, move the button down and the mouse up would miss it.
import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import type { FormStore } from './formStore';

export function SubmitButton({ label, valid, submitting }: { label: string; valid: boolean; submitting: boolean }) {
  return (
    <Button
      type="submit"
      mt="md"
      fullWidth
      loading={submitting}
      data-disabled={!valid || undefined}
      aria-disabled={!valid || undefined}
      data-testid="schema-form-submit"
      onMouseDown={(e) => e.preventDefault()}
    >
      {label}
    </Button>
  );
}

/** The submit button of a SchemaForm, following its store (valid, submitting). */
export function StoreSubmitButton({ label, store }: { label: string; store: FormStore }) {
  const valid = useSyncExternalStore(store.subscribeValid, store.isValid);
  const submitting = useSyncExternalStore(store.subscribeSubmitting, store.isSubmitting);
  return <SubmitButton label={label} valid={valid} submitting={submitting} />;
}
