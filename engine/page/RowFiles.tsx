// The stored files of the row a modal form edits (an individual's scans): download links and
// Delete; new files go with the form. Read with useRecord, deleted with the page's caller.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { showAlert } from '../feedback/alerts';
import { useT } from '../list/i18n';
import { useRecord } from '../list/api/useRecord';
import { valueAt } from '../modal/conditions';
import type { RowFilesDef } from '../tabs/types';
import { usePageCaller, withPathParams } from './usePageCaller';
import { ENDPOINT_META } from '../../.generated/api/meta';

interface StoredFile {
  id: number | string;
  name: string;
  url: string;
}

export function RowFiles({ def, page, row }: { def: RowFilesDef; page: Record<string, string | undefined>; row: Record<string, unknown> }) {
  const t = useT();
  const pathParams = withPathParams(ENDPOINT_META[def.endpoint]?.path ?? '', {}, page, row) as Record<string, string>;
  const { data, refetch } = useRecord(def.endpoint, { pathParams });
  const call = usePageCaller(page, row);
  const byField = (valueAt(data, def.path) ?? {}) as Record<string, StoredFile[] | undefined>;
  const files = Object.entries(byField).flatMap(([field, list]) => (list ?? []).map((f) => ({ ...f, field })));
  if (!files.length) return null;
  const remove = async (f: StoredFile & { field: string }) => {
    const r = await call(def.delete, { field: f.field, file_id: f.id });
    showAlert({ message: t('data' in r ? 'File delete success' : 'File delete error'), variant: 'data' in r ? 'success' : 'danger' });
    refetch();
  };
  return (
    <Stack gap={4} mb="md" data-testid="individual-files">
      {files.map((f) => (
        <Group key={`${f.field}-${f.id}`} gap="xs">
          <Text size="sm">
            <Anchor href={f.url} download={f.name}>
              {f.name}
            </Anchor>
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(f)}>
            {t('Delete')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
