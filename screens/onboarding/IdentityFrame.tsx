// Onboarding step 'identification' (spec 000 section 2.7): terms, then the identity provider's frame
// (document and selfie steps on the provider's own origin), then the step's submission. The frame
// reports DONE by postMessage; identityMessage.ts decides which messages count. The /onboarding page
// shows this component for the merchant being onboarded.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert, Button, Card, Group, Loader, SchemaForm, Stack, Text, Title, errorText, showAlert, useEndpointMutation,
  useIdentificationTermsViewQuery, useIdentificationViewQuery,
} from '../../engine';
import { identityDone } from './identityMessage';

export interface IdentityFrameProps {
  merchant: number;
  /** After a passed submission (the steps list refreshes by its own tags). */
  onPassed?: () => void;
}

export function IdentityFrame({ merchant, onPassed }: IdentityFrameProps) {
  // Server messages are translated in common (where the alerts of other screens find them too).
  const { t } = useTranslation(['identification', 'common']);
  const { data, isFetching, refetch } = useIdentificationViewQuery({ merchant });
  const terms = useIdentificationTermsViewQuery({ merchant }, { skip: !data || data.terms_approved });
  const submit = useEndpointMutation('identification.submit');
  const readResult = useEndpointMutation('identification.redirect');
  const frame = useRef<HTMLIFrameElement>(null);
  const [busy, setBusy] = useState(false);
  const [inviting, setInviting] = useState(false);

  const failed = (error: unknown) => showAlert({ message: t(errorText(error) ?? 'Request error'), variant: 'danger' });

  const start = async () => {
    setBusy(true);
    const result = await submit({ merchant });
    setBusy(false);
    if ('error' in result) failed(result.error);
  };

  const origin = data?.frame_origin;
  const token = data?.status === 'pending' ? data.session_token : null;
  useEffect(() => {
    if (!origin || !token) return;
    const onMessage = async (event: MessageEvent) => {
      if (!identityDone(event, { origin, sessionToken: token, frame: frame.current?.contentWindow })) return;
      setBusy(true);
      // The provider's result for this session, then the step's submission (which re-reads it).
      const read = await readResult({ session_token: token });
      const result = 'error' in read ? read : await submit({ merchant, session_token: token });
      setBusy(false);
      if ('error' in result) {
        failed(result.error);
        refetch();
        return;
      }
      showAlert({ message: t(result.data.message ?? 'You passed Identification'), variant: 'success' });
      onPassed?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener per session
  }, [origin, token, merchant]);

  if (!data) return <Loader data-testid="identification-loading" />;

  return (
    <Stack data-testid="identification" data-status={data.status}>
      {data.status === 'passed' && <Alert color="green" title={t('You passed Identification')}>{t('Your identity is verified for this merchant.')}</Alert>}
      {data.status !== 'passed' && data.done && <Alert color="green">{t('Identification of this merchant is done: another person has passed it.')}</Alert>}
      {data.status === 'failed' && <Alert color="red">{t('Your last identification did not pass. You may try again.')}</Alert>}

      {!data.terms_approved && data.status !== 'passed' && (
        <Card withBorder>
          {terms.data ? (
            <Stack>
              <Title order={3} size="h4">{t(terms.data.title)}</Title>
              {terms.data.text.split('\n\n').map((paragraph) => <Text key={paragraph} size="sm">{paragraph}</Text>)}
              <SchemaForm formId="identification_terms" ns="identification" hideTitle extraData={{ merchant }} />
            </Stack>
          ) : <Loader size="sm" />}
        </Card>
      )}

      {data.terms_approved && data.status !== 'passed' && data.status !== 'pending' && (
        <Group>
          <Button onClick={start} loading={busy || isFetching} data-testid="identification-start">
            {data.status === 'failed' ? t('Try again') : t('Start identification')}
          </Button>
        </Group>
      )}

      {data.status === 'pending' && data.frame_url && (
        <Card withBorder p={0}>
          <iframe
            ref={frame}
            src={data.frame_url}
            title={t('Identity check')}
            data-testid="identity-frame"
            // The provider's page runs its own scripts and calls on its own origin; nothing more.
            sandbox="allow-scripts allow-same-origin allow-forms"
            allow="camera"
            style={{ width: '100%', height: 520, border: 0 }}
          />
          {busy && <Loader m="md" />}
        </Card>
      )}

      {data.status !== 'passed' && (
        <div>
          {inviting ? (
            <Card withBorder>
              <SchemaForm formId="identification_invite" ns="identification" extraData={{ merchant }}
                onSuccess={(reply) => { showAlert({ message: t('Invitation sent to {{email}}', { email: reply.email }), variant: 'success' }); setInviting(false); }} />
            </Card>
          ) : (
            <Button variant="subtle" onClick={() => setInviting(true)} data-testid="identification-invite">
              {t('Invite another person to identify')}
            </Button>
          )}
        </div>
      )}
    </Stack>
  );
}
