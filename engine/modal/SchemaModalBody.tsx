// Body of a modal file, top to bottom: the record (a GET call with the row's path parameters,
// shown as label / value pairs), text (its {path|amount} placeholders filled from the record, once
// it has loaded: a confirm modal's summary), the notices whose `when` holds, the form (rendered by the
// app's renderForm) while `formWhen` holds, then the actions whose `when` holds. Conditions read
// the record when the body has one, else the row the modal was opened with.
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useRecord } from '../list/api/useRecord';
import { useT } from '../list/i18n';
import { fillText } from '../format/fillText';
import { holds, valueAt } from './conditions';
import type { ModalContextValues, RenderForm } from './hostContext';
import { ModalActions } from './ModalActions';
import { RecordFields } from '../record/RecordFields';
import type { ModalActionDef, ModalDef } from './types';

interface Props {
  def: ModalDef;
  values: ModalContextValues;
  renderForm?: RenderForm;
  confirms?: ModalActionDef;
  onFinish(actionId: string | null): void;
}

export function SchemaModalBody({ def, values, renderForm, confirms, onFinish }: Props) {
  const submitRef = useRef<(() => Promise<boolean>) | null>(null);
  const registerSubmit = useCallback((fn: () => Promise<boolean>) => {
    submitRef.current = fn;
  }, []);
  const Form = renderForm;
  const t = useT();
  const row = (values.row as Record<string, unknown> | undefined) ?? values;
  const { body } = def;
  const record = useRecord(body.record?.endpoint ?? '', {
    pathParams: row as Record<string, string | number | undefined>,
    skip: !body.record,
  });
  const subject = body.record ? record.data : row;

  return (
    <Stack>
      {body.record &&
        (record.data !== undefined ? (
          <RecordFields
            fields={body.record.fields.map(({ name, ...f }) => ({ ...f, field: name }))}
            record={record.data}
            testId="modal-record"
          />
        ) : record.error ? (
          <Alert color="red" role="alert">
            {record.error}
          </Alert>
        ) : (
          <Loader size="sm" />
        ))}
      {body.text && (body.text.includes('{') ? subject !== undefined : true) && (
        <Text data-testid="modal-text">{fillText(t(body.text), (path) => valueAt(subject, path)).text}</Text>
      )}
      {body.notices
        ?.filter((n) => holds(n.when, subject))
        .map((n) => (
          // A notice informs (role status); only a failed call is an alert.
          <Alert key={n.text} color={n.color ?? 'yellow'} role="status">
            {t(n.text)}
          </Alert>
        ))}
      {body.form &&
        holds(body.formWhen, subject) &&
        (Form ? (
          <Form
            formId={body.form}
            values={values}
            idempotent={def.idempotent}
            registerSubmit={registerSubmit}
            onDone={onFinish}
          />
        ) : (
          <Text
            c="red"
            role="alert"
          >{`Form '${body.form}' cannot render: no renderForm given to <ModalHostProvider>`}</Text>
        ))}
      <ModalActions
        def={def}
        actions={def.actions.filter((a) => holds(a.when, subject))}
        values={values}
        row={row}
        confirms={confirms}
        submitRef={submitRef}
        onFinish={onFinish}
      />
    </Stack>
  );
}
