// What Home shows when there is nothing to chart: no merchant yet, or a merchant with no payment
// currency yet (spec 000 s.2.6 'empty-state block'), with the way forward.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Paper, Stack, Text, Title } from '../../../engine';

export function EmptyState({
  title,
  text,
  action,
  route,
}: {
  title: string;
  text: string;
  action: string;
  route: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="xl" data-testid="dashboard-empty">
      <Stack gap="sm" align="flex-start" maw={560}>
        <Title order={2} size="h3">
          {t(title)}
        </Title>
        <Text>{t(text)}</Text>
        <Button component={Link} to={route}>
          {t(action)}
        </Button>
      </Stack>
    </Paper>
  );
}
