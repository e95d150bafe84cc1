// The account status banner (spec 000 2.8): until the e-mail is confirmed, a way to resend the
// link; while the merchant registration has a step pending (GET /merchant/status/ says show), the
// step and a link to it on /onboarding. On the onboarding and merchant-creation pages the step part
// stays away: those pages show the steps themselves.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorText, useAccountRegistrationReconfirmMutation, useMerchantStatusQuery, type User } from '../../../engine/api';
import { showAlert } from '../../../engine';

const STEP_PAGES = ['/onboarding', '/getstarted'];

export function AccountStatusBanner({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [reconfirm, { isLoading }] = useAccountRegistrationReconfirmMutation();
  // The same call (same cache entry) the page-merchant rule makes: no request of its own.
  const { data: status } = useMerchantStatusQuery(undefined);
  const onStepPage = STEP_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const pendingStep = status?.show && !onStepPage ? status.step : undefined;
  const unconfirmed = !user.email_confirmed;
  if (!unconfirmed && !pendingStep) return null;

  const resend = async () => {
    const result = await reconfirm({ email: user.email });
    if ('data' in result) showAlert({ message: t('banner.sent'), variant: 'success' });
    else {
      const message = errorText(result.error);
      if (message) showAlert({ message, variant: 'danger' });
    }
  };
  const step = pendingStep ?? user.registration_step;

  return (
    <Alert color="yellow" mb="md" role="status" aria-label={t('banner.label')}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          {unconfirmed && <Text fw={600}>{t('banner.title', { email: user.email })}</Text>}
          <Text size="sm">{t('banner.step', { step: t(`step.${step}`, { defaultValue: step }) })}</Text>
        </Stack>
        <Group gap="sm">
          {pendingStep && (
            // The onboarding page opens the registration step by its hash (spec 000 2.7).
            <Anchor component={Link} to={`/onboarding#${pendingStep}`} fw={600} c="dark.9">
              {t('banner.continue')}
            </Anchor>
          )}
          {unconfirmed && (
            <Button variant="white" loading={isLoading} onClick={() => void resend()}>
              {t('banner.resend')}
            </Button>
          )}
        </Group>
      </Group>
    </Alert>
  );
}
