// A button running an async action with the idle/pending/success/error states of spec 000 s.4.
import { Button, type ButtonProps } from '@mantine/core';
import { showAlert } from '../feedback/alerts';
import { failureText } from '../feedback/failureMessage';
import { serverText } from '../feedback/serverText';
import { useT } from '../list/i18n';
import { ACTION_COLORS } from './actionMachine';
import { useActionState } from './useActionState';

export interface ActionButtonProps<T = unknown> extends Omit<ButtonProps, 'loading' | 'color'> {
  label: string;
  /** The action; a rejected promise (or RTK `unwrap()` error) is the error state. */
  onRun: () => Promise<T>;
  color?: string;
  successMessage?: string;
  errorMessage?: string;
  /** After the run; `result` is the action's value when it succeeded. */
  onDone?: (ok: boolean, result: T | undefined) => void;
}

export function ActionButton<T = unknown>({
  label,
  onRun,
  color,
  successMessage,
  errorMessage,
  onDone,
  ...rest
}: ActionButtonProps<T>) {
  const { state, trigger } = useActionState(onRun);
  const tt = useT();
  const t = (text: string) => serverText(tt, text);
  const click = async () => {
    const { ok, result, error } = await trigger();
    if (ok && successMessage) showAlert({ message: t(successMessage), variant: 'success' });
    if (!ok && error !== undefined)
      showAlert({ message: t(errorMessage ?? serverMessage(error) ?? failureText('Request error').message) });
    onDone?.(ok, result);
  };
  return (
    <Button
      {...rest}
      color={ACTION_COLORS[state] ?? color}
      loading={state === 'pending'}
      disabled={state === 'pending' || rest.disabled}
      data-state={state}
      onClick={() => void click()}
    >
      {t(label)}
    </Button>
  );
}

function serverMessage(error: unknown): string | undefined {
  const e = error as { data?: { error?: unknown }; message?: unknown };
  if (typeof e?.data?.error === 'string') return e.data.error;
  return typeof e?.message === 'string' ? e.message : undefined;
}
