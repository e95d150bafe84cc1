// engine/form: a form page of schemas/forms/<id>.json: the heading and the form (filled by its
// loadEndpoint), sent with the path parameters its call names from the page.
import { Paper, Stack } from '@mantine/core';
import { SchemaForm } from '../form/SchemaForm';
import { useTextsNamespace } from '../list/i18n';
import { PageHeading } from './PageHeading';
import type { PageProps } from './registry';
import { usePageCaller } from './usePageCaller';
import { usePageParams } from './usePageParams';

export default function FormPage({ title, schemaId }: PageProps) {
  const params = usePageParams();
  const ns = useTextsNamespace();
  const submit = usePageCaller(params);
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={title} params={params} />
      <Paper withBorder p="lg">
        <SchemaForm formId={schemaId} ns={ns ?? undefined} hideTitle submit={submit} />
      </Paper>
    </Stack>
  );
}
