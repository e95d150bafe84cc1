// Attachment: files picked here are not uploaded at once; the form keeps the File objects
// (EngineFormContext.attachments) and its value holds their names (so minItems & co. validate), and
// the submit sends them in a multipart body (engine/form/buildRequest.ts). ui:options: `accept`,
// `multiple` (an array schema always is), `maxSize` in bytes (a bigger file is refused with a message).
import { useState } from 'react';
import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { attachmentValue, checkPicked, formatBytes } from './input/attachment';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function AttachmentWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const multiple = props.schema.type === 'array' || props.options.multiple === true;
  const accept = typeof props.options.accept === 'string' ? props.options.accept : undefined;
  const maxSize = typeof props.options.maxSize === 'number' ? props.options.maxSize : undefined;
  const [files, setFiles] = useState<File[]>(() => ctx.attachments?.get(props.name) ?? []);
  const [error, setError] = useState<string | null>(null);

  const update = (next: File[]) => {
    setFiles(next);
    ctx.attachments?.set(props.name, next);
    props.onChange(attachmentValue(next, multiple));
    ctx.touch(props.name);
  };
  const pick = (picked: File | File[] | null) => {
    const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    const { kept, rejected } = checkPicked(list, { accept, maxSize });
    setError(rejected.length ? rejected.map((r) => ctx.t(r.template, r.args)).join('; ') : null);
    if (kept.length) update(multiple ? [...files, ...kept] : kept.slice(-1));
  };

  return (
    <Input.Wrapper
      {...wrapperProps(base)}
      error={error ?? base.error}
      labelProps={{ htmlFor: props.id }}
    >
      <Stack gap="xs">
        <FileButton onChange={pick} multiple={multiple} accept={accept} disabled={base.disabled}>
          {(p) => (
            <Button {...p} id={props.id} variant="light" disabled={base.disabled} w="fit-content">
              {ctx.t(multiple ? 'Choose files' : 'Choose file')}
            </Button>
          )}
        </FileButton>
        {files.map((f, i) => (
          <Group key={`${f.name}-${i}`} gap="xs" data-testid={`attachment-${props.name}`}>
            <Text size="sm">{f.name}</Text>
            <Text size="xs" c="dimmed">
              {formatBytes(f.size)}
            </Text>
            {!base.disabled && (
              <CloseButton
                size="sm"
                aria-label={ctx.t('Remove {0}', [f.name])}
                onClick={() => update(files.filter((_, j) => j !== i))}
              />
            )}
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}

export const attachmentWidget: WidgetEntry = {
  name: 'attachment',
  tester: rankWith(RANK.EXPLICIT, hasWidget('attachment')),
  component: memoWidget(AttachmentWidget),
};
