// One section of a record page: its fields, a table of the reply, a nested list, a form, then its
// actions, reading the page's reply or its own call (`record`). Test id: <record id>-<section id>.
import { Alert, Card, Loader, Stack } from '@mantine/core';
import { HeadingsBelow, SectionTitle, useHeadingLevel } from '../heading/SectionTitle';
import { lazy, Suspense, useContext, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEngineCaller } from '../list/api/useEngineCaller';
import { useRecord } from '../list/api/useRecord';
import { useT, useTextsNamespace } from '../list/i18n';
import { NestedList } from './NestedList';
import { RecordActions } from './RecordActions';
import { RecordFields } from './RecordFields';
import { RecordTable } from './RecordTable';
import { fill, fillArgs, holds, type Subject } from './subject';
import { RecordSlots } from './slots';
import type { RecordSectionDef } from './types';
import { formInitial, readonlyOf } from './pageState';
import './print.css';

// The forms engine loads only for a page that shows a form.
const SchemaForm = lazy(() => import('../form/SchemaForm').then((m) => ({ default: m.SchemaForm })));

export interface RecordSectionProps {
  section: RecordSectionDef;
  subject: Subject;
  /** The page's call arguments. */
  args: Record<string, string>;
  refetch(): void;
  testId: string;
  /** A new key starts the section's form again (an upload changed its values). */
  formKey?: number;
}

export function RecordSection(props: RecordSectionProps) {
  // `when` reads the page's reply: a section with its own call that is not shown does not call.
  if (!holds(props.section.when, props.subject)) return null;
  return props.section.record ? <OwnRecordSection {...props} /> : <SectionBody {...props} />;
}

function OwnRecordSection({ section, subject, testId }: RecordSectionProps) {
  const read = section.record!;
  const pathParams = fillArgs(read.pathParams, subject);
  const params = fillArgs(read.params, subject);
  const record = useRecord(read.endpoint, { pathParams, params, skip: !pathParams || !params });
  if (record.error)
    return (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    );
  if (record.data === undefined) return <Loader size="sm" />;
  return (
    <SectionBody
      section={section}
      subject={{ reply: record.data, page: subject.page }}
      args={{ ...pathParams, ...params }}
      refetch={record.refetch}
      testId={testId}
    />
  );
}

function SectionBody({ section, subject, args, refetch, testId, formKey }: RecordSectionProps) {
  const t = useT();
  const ns = useTextsNamespace();
  const submit = useEngineCaller();
  const level = useHeadingLevel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const slots = useContext(RecordSlots);
  const slot = section.slot === undefined ? undefined : slots[section.slot];
  // The form's values as edited, for the slot beside it (kept per form key: a new form starts again).
  const [edited, setEdited] = useState<{ key: number | undefined; data: Record<string, unknown> }>();
  const initialData = formInitial(section, subject.reply);
  const submitLabel = section.formSubmitLabel?.find((l) => holds(l.when, subject))?.label;
  const then = section.formThen;
  const onSuccess = then
    ? (reply: unknown) => {
        const next = fill(then, { reply, page: subject.page });
        if (!next.missing && next.text !== pathname) navigate(next.text);
      }
    : undefined;
  const body = (
    <>
      {section.fields && <RecordFields fields={section.fields} record={subject.reply} />}
      {section.table && <RecordTable table={section.table} reply={subject.reply} />}
      {section.list && <NestedList list={section.list} subject={subject} />}
      {section.form && (
        <Suspense fallback={<Loader size="sm" />}>
          <SchemaForm
            key={formKey}
            formId={section.form}
            hideTitle
            ns={ns ?? undefined}
            submit={submit}
            extraData={{ ...args, ...fillArgs(section.formArgs, subject) }}
            initialData={initialData}
            readonlyFields={readonlyOf(section, subject.reply)}
            submitLabel={submitLabel}
            onSuccess={onSuccess}
            onDataChange={slot ? (data) => setEdited({ key: formKey, data }) : undefined}
          />
        </Suspense>
      )}
      {section.actions && (
        <RecordActions actions={section.actions} subject={subject} args={args} refetch={refetch} />
      )}
    </>
  );
  const form = edited && edited.key === formKey ? edited.data : initialData;
  const content = slot ? (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 420px) 1fr', gap: 24, alignItems: 'start' }}>
      <Stack gap="sm">{body}</Stack>
      <div>{slot({ reply: subject.reply, form, page: subject.page })}</div>
    </div>
  ) : (
    body
  );
  return (
    <Stack gap="sm" data-testid={testId} data-print-only={section.print ? '' : undefined}>
      {section.title && <SectionTitle size="h4">{t(section.title)}</SectionTitle>}
      {section.title ? <HeadingsBelow level={level}>{content}</HeadingsBelow> : content}
    </Stack>
  );
}

/** A section in a card, as the page shows each. */
export function SectionCard(props: RecordSectionProps) {
  return (
    <Card withBorder>
      <RecordSection {...props} />
    </Card>
  );
}
