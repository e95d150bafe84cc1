// Activation (spec 000 s.3): the tariffs with their fee lists, approved by the merchant (the form
// onboarding_tariffs: a checkbox and the button); approval finishes onboarding (the merchant turns
// active and joins the header selector).
import { useTranslation } from 'react-i18next';
import { Alert, Card, Group, Loader, SchemaForm, Stack, Text, Title, useRecord } from '../../../engine';

export function ActivationStep({ merchant, onDone }: { merchant: number; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  const { data, error } = useRecord('onboarding.activation', { pathParams: { merchant } });
  if (error) return <Alert color="red">{error}</Alert>;
  if (!data) return <Loader size="sm" />;
  return (
    <Stack data-testid="onboarding-activation">
      {data.tariffs.map((tariff) => (
        <Card withBorder key={tariff.name}>
          <Title order={3} size="h4">{t(tariff.name)}</Title>
          <Stack gap={4} mt="xs" component="dl" data-testid="onboarding-tariff">
            {tariff.fees.map((fee) => (
              <Group key={fee.code} justify="space-between">
                <Text component="dt">{t(fee.name)}</Text>
                <Text component="dd" fw={600} m={0}>{fee.value}</Text>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      {data.need_tariffs_approved ? (
        <SchemaForm formId="onboarding_tariffs" hideTitle extraData={{ merchant }} onSuccess={onDone} />
      ) : (
        <Alert color="green" data-testid="onboarding-finished">{t('Tariffs approved. Your merchant is active.')}</Alert>
      )}
    </Stack>
  );
}
