// A file read at once by a call (a record file's `upload`): the reply is handed up to be put at
// `into` of the page's reply; with `choose`, a select of the items of one of its lists (shown when
// it has more than one) hands up the chosen item at `choose.into` (the first at once). A refused
// file shows the server's message. Test ids: <testId> (the file input), <testId>-choice.
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { showAlert } from '../feedback/alerts';
import { useEngineCaller } from '../list/api/useEngineCaller';
import { useT } from '../list/i18n';
import { valueAt } from '../modal/conditions';
import { fill } from './subject';
import type { RecordUploadDef } from './types';

export function RecordUpload({ def, args, page, testId, onRead }: {
  def: RecordUploadDef;
  /** The page's call arguments (path parameters of the upload's call). */
  args: Record<string, string>;
  page: Record<string, string | undefined>;
  testId: string;
  onRead(value: Record<string, unknown>): void;
}) {
  const t = useT();
  const call = useEngineCaller();
  const inputId = useId();
  const [read, setRead] = useState<{ reply: unknown; chosen: number }>();
  const rowsOf = (reply: unknown) => {
    const rows = def.choose ? valueAt(reply, def.choose.rows) : undefined;
    return Array.isArray(rows) ? rows : [];
  };
  const hand = (reply: unknown, chosen: number) => {
    setRead({ reply, chosen });
    onRead({ [def.into]: reply, ...(def.choose ? { [def.choose.into]: rowsOf(reply)[chosen] } : {}) });
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append(def.file, file);
    const res = await call(def.endpoint, { ...args, body });
    if ('error' in res) {
      const message = (res.error.data as { error?: unknown } | undefined)?.error;
      showAlert({ message: typeof message === 'string' ? t(message) : t('Request error'), variant: 'danger' });
      return;
    }
    hand(res.data, 0);
  };
  const rows = read ? rowsOf(read.reply) : [];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>{t(def.label)}</label>
        <input id={inputId} type="file" accept={def.accept} onChange={(e) => void upload(e.currentTarget.files?.[0])} data-testid={testId} />
        {def.help && <Text size="xs" c="dimmed">{t(def.help)}</Text>}
      </Stack>
      {def.choose && read && rows.length > 1 && (
        <NativeSelect
          label={t(def.choose.label)}
          value={String(read.chosen)}
          onChange={(e) => hand(read.reply, Number(e.currentTarget.value))}
          data={rows.map((row, i) => ({ value: String(i), label: fill(def.choose!.text, { reply: row, page }).text }))}
          data-testid={`${testId}-choice`}
        />
      )}
    </Stack>
  );
}
