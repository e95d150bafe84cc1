// Two-step verification: set-up shows the QR code of the otpauth URI and the secret, then asks for a
// code; removal asks for a code.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Code, Group, Loader, Paper, QrCode, SchemaForm, Stack, Text, Title, showAlert, useEndpointCall } from '../../engine';

interface Mfa {
  enabled: boolean;
  secret?: string;
  otpauth_uri?: string;
}

export default function Verification({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const call = useEndpointCall();
  const [mfa, setMfa] = useState<Mfa | null>(null);
  const load = useCallback(() => {
    void call('settings.mfa', undefined, { query: true }).then((r) => 'data' in r && setMfa(r.data as Mfa));
  }, [call]);
  useEffect(load, [load]);

  const done = (message: string) => () => {
    showAlert({ message, variant: 'success' });
    setMfa(null);
    load();
  };

  return (
    <Stack maw={560}>
      <Title order={1}>{title ?? t('Verification')}</Title>
      <Paper withBorder p="lg">
        {!mfa ? (
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
    </Stack>
  );
}
