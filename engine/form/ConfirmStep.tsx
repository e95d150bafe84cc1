// The confirm step of a form file with `confirm` (a money move): the summary of what the call will
// do, filled from the values, with Back (to the form, nothing sent) and the confirm button, which
// alone sends the call. The form stays mounted (hidden) so its values survive a Back.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface ConfirmStepProps {
  text: string;
  confirmLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}

export function ConfirmStep({ text, confirmLabel, backLabel, busy, onConfirm, onBack }: ConfirmStepProps) {
  // The submit button that led here is hidden now: the keyboard goes on at the confirm button.
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Stack gap="sm" data-testid="form-confirm-step">
      <Text fw={500} role="status" data-testid="form-confirm-text">
        {text}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack} disabled={busy} data-testid="form-confirm-back">
          {backLabel}
        </Button>
        <Button ref={confirm} onClick={onConfirm} loading={busy} data-testid="form-confirm-submit">
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
