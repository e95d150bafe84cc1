// Until the e-mail is confirmed: the registration step and a way to resend the link (spec 000 2.8).
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText, useAccountRegistrationReconfirmMutation, type User } from '../../../engine/api';
import { showAlert } from '../../../engine';

export function AccountStatusBanner({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const [reconfirm, { isLoading }] = useAccountRegistrationReconfirmMutation();
  if (user.email_confirmed) return null;

  const resend = async () => {
    const result = await reconfirm({ email: user.email });
    if ('data' in result) showAlert({ message: t('banner.sent'), variant: 'success' });
    else {
      const message = errorText(result.error);
      if (message) showAlert({ message, variant: 'danger' });
    }
  };

  return (
    <Alert color="yellow" mb="md" role="status" aria-label={t('banner.label')}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{t('banner.title', { email: user.email })}</Text>
          <Text size="sm">{t('banner.step', { step: t(`step.${user.registration_step}`, { defaultValue: user.registration_step }) })}</Text>
        </div>
        <Button variant="white" loading={isLoading} onClick={() => void resend()}>
          {t('banner.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
