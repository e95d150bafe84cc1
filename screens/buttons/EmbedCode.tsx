// The embed code of a saved button (POST buttons/{merchant}/design/{design}/compile/): shown on
// demand with the constructor's current appearance, and copied ('Copied to clipboard' / 'Copy error').
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Code, Group, showAlert, Stack, useEngineCaller } from '../../engine';
import type { Appearance } from './appearance';

type Props = { merchant: string; alias: string; design: number; appearance: Appearance };

export function EmbedCode({ merchant, alias, design, appearance }: Props) {
  const { t } = useTranslation('common');
  const call = useEngineCaller();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string>();
  useEffect(() => {
    if (!open) return;
    let live = true;
    void call('buttons.compile', { merchant, design, button_hash: alias, appearance }).then((result) => {
      if (!live) return;
      if ('data' in result) setCode(result.data.source_code);
      else showAlert({ message: t('Request error'), variant: 'danger' });
    });
    return () => {
      live = false;
    };
  }, [open, call, merchant, design, alias, appearance, t]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      showAlert({ message: t('Copied to clipboard'), variant: 'success' });
    } catch {
      showAlert({ message: t('Copy error'), variant: 'danger' });
    }
  };

  return (
    <Stack gap="xs" data-testid="embed-code">
      <Group gap="xs">
        <Button variant="default" onClick={() => setOpen((o) => !o)} data-testid="embed-toggle">
          {open ? t('Hide embed code') : t('Show embed code')}
        </Button>
        {open && code !== undefined && <Button onClick={() => void copy()} data-testid="embed-copy">{t('Copy')}</Button>}
      </Group>
      {open && code !== undefined && <Code block data-testid="embed-source">{code}</Code>}
    </Stack>
  );
}
