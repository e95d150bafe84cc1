// A form of a tab, filled from its `load` call (path parameters from the page) and sent with the
// path parameters its call names; disabled under the group's notice for a user who may only read.
import { Alert, Loader } from '@mantine/core';
import { LazySchemaForm } from '../../form/LazySchemaForm';
import { useRecord } from '../../list/api/useRecord';
import { useT, useTextsNamespace } from '../../list/i18n';
import { usePageCaller } from '../../page/usePageCaller';
import { ReadOnly } from '../readOnly';
import type { FormContentDef } from '../types';
import type { ContentProps } from './types';

export function FormContent({ def, params, editable, group }: ContentProps<FormContentDef>) {
  const t = useT();
  const ns = useTextsNamespace();
  const submit = usePageCaller(params);
  const loaded = useRecord(def.load ?? '', { pathParams: params, skip: !def.load });
  if (def.load && loaded.data === undefined) {
    return loaded.error ? <Alert color="red" role="alert">{loaded.error}</Alert> : <Loader size="sm" />;
  }
  const form = (
    <LazySchemaForm
      key={`${def.form}-${JSON.stringify(params)}`}
      formId={def.form}
      ns={ns ?? undefined}
      hideTitle
      submit={submit}
      initialData={loaded.data as Record<string, unknown> | undefined}
    />
  );
  if (editable) return form;
  // The meta-schema wants readOnly wherever an editWhen is.
  return (
    <ReadOnly notice={group.readOnly ? t(group.readOnly.notice) : ''} id={group.readOnly?.id ?? group.id}>
      {form}
    </ReadOnly>
  );
}
