// Submit: looks disabled while the form is invalid (still answers a click: validates every field
// and focuses the first error), spinner while submitting, then green after success or red after a
// failure for a moment (the action button states of spec 000 s.4). Mouse down does not take the focus: the
// field's blur would show its error, move the button down and the mouse up would miss it.
import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { ACTION_COLORS, type ActionState } from '../actions/actionMachine';
import type { FormStore } from './formStore';

export function SubmitButton({ label, valid, state }: { label: string; valid: boolean; state: ActionState }) {
  return (
    <Button
      type="submit"
      mt="md"
      fullWidth
      loading={state === 'pending'}
      color={ACTION_COLORS[state]}
      data-state={state}
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
  const state = useSyncExternalStore(store.subscribeSubmitting, store.submitStateOf);
  return <SubmitButton label={label} valid={valid} state={state} />;
}
