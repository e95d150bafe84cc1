// The action buttons of a modal file: close, submit (sends the body form first, then runs the
// action this modal confirms, if any), call (endpoint with the row), link (route). An action with
// `confirm` opens that modal instead; its submit runs the call, its cancel comes back here.
import { Button, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../actions/ActionButton';
import { useRunCall } from '../list/api/useRunCall';
import { useT } from '../list/i18n';
import { fillTemplate } from '../list/state/template';
import { useModalHost, type ModalContextValues } from './hostContext';
import type { ModalActionDef, ModalDef } from './types';

interface Props {
  def: ModalDef;
  /** The actions whose `when` holds. */
  actions: ModalActionDef[];
  values: ModalContextValues;
  row: Record<string, unknown>;
  confirms?: ModalActionDef;
  submitRef: RefObject<(() => Promise<boolean>) | null>;
  onFinish(actionId: string | null): void;
}

export function ModalActions({ def, actions, values, row, confirms, submitRef, onFinish }: Props) {
  const runCall = useRunCall();
  const host = useModalHost();
  const t = useT();
  const navigate = useNavigate();

  const run = (a: ModalActionDef) => async (): Promise<unknown> => {
    if (a.kind === 'call' && a.endpoint) return runCall(a.endpoint, row);
    if (a.kind !== 'submit') return;
    if (submitRef.current && !(await submitRef.current())) throw new Error('invalid');
    if (confirms) return run(confirms)();
  };
  const ask = (a: ModalActionDef, confirm: string) =>
    void host.openModal(confirm, values, { confirms: a }).then((result) => {
      if (result === null) void host.openModal(def, values);
    });

  const button = (a: ModalActionDef) => {
    if (a.kind === 'close')
      return (
        <Button key={a.id} variant="default" onClick={() => onFinish(null)}>
          {t(a.label)}
        </Button>
      );
    if (a.kind === 'link' || a.confirm) {
      const { confirm } = a;
      const go = () => (navigate(fillTemplate(a.route ?? '/', row)), onFinish(a.id));
      return (
        <Button key={a.id} color={a.color} onClick={confirm ? () => ask(a, confirm) : go}>
          {t(a.label)}
        </Button>
      );
    }
    // A confirming submit speaks with the messages of the action it confirms.
    const confirmed = a.kind === 'submit' ? confirms : undefined;
    return (
      <ActionButton
        key={a.id}
        label={a.label}
        color={a.color}
        onRun={run(a)}
        successMessage={confirmed?.successMessage ?? a.successMessage}
        errorMessage={confirmed?.errorMessage ?? a.errorMessage}
        onDone={(ok) => ok && onFinish(a.id)}
      />
    );
  };

  return <Group justify="flex-end">{actions.map(button)}</Group>;
}
