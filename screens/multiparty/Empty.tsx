// /multiparty-payments/empty: shown while none of the user's merchants has multiparty payouts (the
// route guard sends every other multiparty route here, and this one back once one has).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../registry';

export default function Empty({ title }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="multiparty-empty">
      <Title order={1}>{title}</Title>
      <Text>{t('None of your merchants has multiparty payouts enabled.')}</Text>
      <Text c="dimmed">{t('Ask your payment provider to enable multiparty payouts for a merchant: its balances, payouts and their history then appear here.')}</Text>
    </Stack>
  );
}
