// The dashboard's merchant-registration alert (spec 000 s.2.6): while the account's merchant
// registration has a step pending (GET /merchant/status/ says show), a note with a link to that
// step. Closing it hides it for this account e-mail and step for the rest of the browser session
// (sessionStorage, cleared at sign-out); the next step shows it again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Text, useAccountCheckAuthQuery, useMerchantStatusQuery } from '../../../engine';

const STEP_LABELS: Record<string, string> = {
  create_merchant: 'Create a merchant',
  finance_settings: 'Finance settings',
  upload_docs: 'Identification',
  sign_contract: 'Sign the contract',
};

export const dismissalKey = (email: string, step: string) => `dashboard.registration_alert:${email}:${step}`;

function dismissed(key: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function RegistrationAlert() {
  const { t } = useTranslation('dashboard');
  // The same calls (same cache entries) the shell makes: no request of their own.
  const { data: auth } = useAccountCheckAuthQuery();
  const { data: status } = useMerchantStatusQuery(undefined);
  const [closed, setClosed] = useState<string | null>(null);
  const email = auth?.user?.email;
  if (!email || !status?.show) return null;
  const key = dismissalKey(email, status.step);
  if (closed === key || dismissed(key)) return null;
  const close = () => {
    try {
      globalThis.sessionStorage?.setItem(key, '1');
    } catch {
      // storage disabled: closed until the page is left
    }
    setClosed(key);
  };
  return (
    <Alert
      color="blue"
      withCloseButton
      closeButtonLabel={t('Dismiss')}
      onClose={close}
      title={t('Finish registering your merchant')}
      data-testid="registration-alert"
    >
      <Text size="sm">
        {t('Payments and their figures show here once your merchant is active. Next step: {{step}}.', {
          step: t(STEP_LABELS[status.step] ?? status.step),
        })}{' '}
        <Anchor component={Link} to={`/onboarding#${status.step}`} fw={600}>
          {t('Continue registration')}
        </Anchor>
      </Text>
    </Alert>
  );
}
