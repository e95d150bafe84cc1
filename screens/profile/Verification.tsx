// Two-step verification: set-up shows the QR code of the otpauth URI and the secret, then asks for a
// code; removal asks for a code. Bespoke: which form shows, and the QR code of the secret the
// server just made, depend on the reply (no tab content kind chooses between forms by a record).
import { useTranslation } from 'react-i18next';
import { Badge, Code, Group, Loader, Paper, QrCode, SchemaForm, Stack, Text, showAlert, useRecord } from '../../engine';
import { ProfileTabs } from './ProfileTabs';

interface Mfa {
  enabled: boolean;
  secret?: string;
  otpauth_uri?: string;
}

export default function Verification() {
  const { t } = useTranslation('account');
  const { data: mfa, isFetching, refetch } = useRecord<Mfa>('settings.mfa');

  const done = (message: string) => () => {
    showAlert({ message, variant: 'success' });
    refetch();
  };

  return (
    <ProfileTabs>
      <Paper withBorder p="lg">
        {!mfa || isFetching ? (
          <Loader />
        ) : mfa.enabled ? (
          <Stack>
            <Group>
              <Text>{t('Two-step verification')}</Text>
              <Badge color="green">{t('On')}</Badge>
            </Group>
            <SchemaForm formId="mfa_remove" ns="account" onSuccess={done(t('Two-step verification is off'))} />
          </Stack>
        ) : (
          <Stack>
            {mfa.otpauth_uri && <QrCode value={mfa.otpauth_uri} alt={t('QR code for your authenticator app')} />}
            {mfa.secret && (
              <Text size="sm">
                {t('Or enter this key by hand')}: <Code data-testid="mfa-secret">{mfa.secret}</Code>
              </Text>
            )}
            <SchemaForm formId="mfa_setup" ns="account" extraData={{ secret: mfa.secret }} onSuccess={done(t('Two-step verification is on'))} />
          </Stack>
        )}
      </Paper>
    </ProfileTabs>
  );
}
