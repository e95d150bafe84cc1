// Shown instead of a blank page when rendering or loading a route throws.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CrashPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={1}>{t('error.heading')}</Title>
      <Text>{t('alert.somethingBad')}</Text>
      <Button component="a" href="/">
        {t('error.home')}
      </Button>
    </Stack>
  );
}
