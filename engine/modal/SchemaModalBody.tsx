// Body and action buttons of a modal file: text or a form (rendered by the app's renderForm),
// then close / submit / call / link actions.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../actions/ActionButton';
import { useRunCall } from '../list/api/useRunCall';
import { fillTemplate } from '../list/state/template';
import type { ModalContextValues, RenderForm } from './hostContext';
import type { ModalActionDef, ModalDef } from './types';
import { useT } from '../list/i18n';

interface Props {
  def: ModalDef;
  values: ModalContextValues;
  renderForm?: RenderForm;
  onFinish(actionId: string | null): void;
}

export function SchemaModalBody({ def, values, renderForm, onFinish }: Props) {
  const submitRef = useRef<(() => Promise<boolean>) | null>(null);
  const registerSubmit = useCallback((fn: () => Promise<boolean>) => {
    submitRef.current = fn;
  }, []);
  const Form = renderForm;
  const runCall = useRunCall();
  const t = useT();
  const navigate = useNavigate();
  const row = (values.row as Record<string, unknown> | undefined) ?? values;

  const run = (a: ModalActionDef) => async () => {
    if (a.kind === 'call' && a.endpoint) return runCall(a.endpoint, row);
    if (a.kind === 'submit' && submitRef.current && !(await submitRef.current())) throw new Error('invalid');
  };
  const button = (a: ModalActionDef) => {
    if (a.kind === 'close')
      return (
        <Button key={a.id} variant="default" onClick={() => onFinish(null)}>
          {t(a.label)}
        </Button>
      );
    if (a.kind === 'link')
      return (
        <Button
          key={a.id}
          color={a.color}
          onClick={() => (navigate(fillTemplate(a.route ?? '/', row)), onFinish(a.id))}
        >
          {t(a.label)}
        </Button>
      );
    return (
      <ActionButton
        key={a.id}
        label={a.label}
        color={a.color}
        onRun={run(a)}
        successMessage={a.successMessage}
        errorMessage={a.errorMessage}
        onDone={(ok) => ok && onFinish(a.id)}
      />
    );
  };

  return (
    <Stack>
      {def.body.text && <Text>{t(def.body.text)}</Text>}
      {def.body.form &&
        (Form ? (
          <Form
            formId={def.body.form}
            values={values}
            idempotent={def.idempotent}
            registerSubmit={registerSubmit}
            onDone={onFinish}
          />
        ) : (
          <Text
            c="red"
            role="alert"
          >{`Form '${def.body.form}' cannot render: no renderForm given to <ModalHostProvider>`}</Text>
        ))}
      <Group justify="flex-end">{def.actions.map(button)}</Group>
    </Stack>
  );
}
