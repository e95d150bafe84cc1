// Shown by every route whose screen is not built yet: titled, never blank.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../registry';

export default function Placeholder({ title }: ScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
    </Stack>
  );
}
