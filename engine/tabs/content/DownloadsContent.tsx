// Download links of the items of a reply that have an address (the uploaded documents).
import { Anchor, Stack, Text } from '@mantine/core';
import { useRecord } from '../../list/api/useRecord';
import { valueAt } from '../../modal/conditions';
import type { DownloadsContentDef } from '../types';
import type { ContentProps } from './types';

export function DownloadsContent({ def, params }: ContentProps<DownloadsContentDef>) {
  const { endpoint, path, name, url } = def.downloads;
  const { data } = useRecord(endpoint, { pathParams: params });
  const items = valueAt(data, path);
  const files = (Array.isArray(items) ? items : []).flatMap((item) => {
    const href = valueAt(item, url);
    return typeof href === 'string' && href ? [{ href, name: String(valueAt(item, name) ?? href) }] : [];
  });
  if (!files.length) return null;
  return (
    <Stack gap={4} data-testid="downloads">
      {files.map((f) => (
        <Text size="sm" key={f.href}>
          <Anchor href={f.href} download={f.name}>
            {f.name}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
