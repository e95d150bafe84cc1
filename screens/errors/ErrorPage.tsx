// /error/{code} and every unknown address (spec 000 section 8): heading 'Error' and the title of the
// code, which the route table resolves (unknown codes read 'Page not found').
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../registry';

const KNOWN_CODES = new Set(['403', '404', '500', '502', '503']);

export default function ErrorPage({ title }: ScreenProps) {
  const { t } = useTranslation('shell');
  const { code = '404' } = useParams();
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={1}>{t('error.heading')}</Title>
      <Text size="xl" fw={700} c="dimmed">
        {KNOWN_CODES.has(code) ? code : '404'}
      </Text>
      <Text size="lg">{title}</Text>
      <Button component={Link} to="/">
        {t('error.home')}
      </Button>
    </Stack>
  );
}
