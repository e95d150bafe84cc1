// File upload: one progress bar per file (success or danger colour), no new upload while one is in
// progress; per-file errors and a summary as alerts. Value: the uploaded url (or urls when multiple).
import { useState } from 'react';
import { Button, FileButton, Input, Progress, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { showAlert } from '../feedback/alerts';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { UPLOAD_MESSAGES, uploadFile } from './input/upload';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

interface Item {
  name: string;
  progress: number;
  status: 'pending' | 'complete' | 'error';
}

function FileWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const multiple = props.options.multiple === true || props.schema.type === 'array';
  const uploadUrl = String(props.options.uploadUrl ?? '/upload/');
  const [items, setItems] = useState<Item[]>([]);
  const busy = items.some((i) => i.status === 'pending');

  const start = async (picked: File | File[] | null) => {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    if (!files.length || busy) return;
    setItems(files.map((f) => ({ name: f.name, progress: 0, status: 'pending' })));
    const set = (i: number, patch: Partial<Item>) =>
      setItems((prev) => prev.map((it, j) => (j === i ? { ...it, ...patch } : it)));
    const replies = await Promise.all(
      files.map((f, i) => uploadFile(uploadUrl, f, (p) => set(i, { progress: p }))),
    );
    const urls: string[] = [];
    let failed = 0;
    replies.forEach((r, i) => {
      if (r.error || !r.url) {
        failed++;
        set(i, { status: 'error', progress: 100 });
        showAlert({
          message: ctx.t(UPLOAD_MESSAGES.fileError, [files[i].name, ctx.t(r.error ?? 'Request error')]),
          variant: 'danger',
        });
      } else {
        urls.push(r.url);
        set(i, { status: 'complete', progress: 100 });
      }
    });
    if (failed) showAlert({ message: ctx.t(UPLOAD_MESSAGES.failed, [failed]), variant: 'danger' });
    if (urls.length) {
      showAlert({ message: ctx.t(UPLOAD_MESSAGES.done, [urls.length]), variant: 'success' });
      const before = Array.isArray(props.value) ? props.value : [];
      props.onChange(multiple ? [...before, ...urls] : urls[0]);
    }
    ctx.touch(props.name);
  };

  return (
    <Input.Wrapper
      {...wrapperProps(base)}
    >
      <Stack gap="xs">
        <FileButton
          onChange={(f) => void start(f)}
          multiple={multiple}
          accept={props.options.accept as string | undefined}
          disabled={busy || base.disabled}
        >
          {(p) => (
            <Button {...p} id={props.id} variant="light" loading={busy}>
              {ctx.t('Choose file')}
            </Button>
          )}
        </FileButton>
        {items.map((it) => (
          <Stack key={it.name} gap={2}>
            <Text size="xs">{it.name}</Text>
            <Progress
              value={it.progress}
              color={it.status === 'error' ? 'red' : 'green'}
              aria-label={it.name}
            />
          </Stack>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}

export const fileWidget: WidgetEntry = {
  name: 'file',
  tester: rankWith(RANK.EXPLICIT, hasWidget('file')),
  component: memoWidget(FileWidget),
};
