// Unlock link of a blocked account (e-mailed when 100 failed sign-ins in a row block it; not in the
// spec, docs/decisions.md 'Sign-in throttling'): POST the token on open, like the confirmation link,
// then say whether sign-in is unlocked, with the way to sign in.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, Loader, RouterLink, Text, useEndpointMutation } from '../../engine';

type Phase = { kind: 'checking' } | { kind: 'unlocked' } | { kind: 'failed'; message: string };

export default function Unlock({ title }: { title?: string }) {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams();
  const unlock = useEndpointMutation('account.unlock');
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void unlock({ token }).then((result) => {
      if ('data' in result) return setPhase({ kind: 'unlocked' });
      const error = (result.error.data as { error?: unknown } | null)?.error;
      setPhase({ kind: 'failed', message: t(typeof error === 'string' ? error : 'This unlock link is invalid or has expired.') });
    });
  }, [unlock, token, t]);

  return (
    <AuthCard title={title ?? t('Unlock sign-in')} footer={<RouterLink to="/account/login">{t('Back to sign in')}</RouterLink>}>
      {phase.kind === 'checking' && <Loader aria-label={t('Checking the link')} />}
      {phase.kind === 'unlocked' && <Text data-testid="unlocked">{t('Sign-in to your account is unlocked. You can sign in now.')}</Text>}
      {phase.kind === 'failed' && (
        <Text c="red" data-testid="unlock-failed">
          {phase.message}
        </Text>
      )}
    </AuthCard>
  );
}
