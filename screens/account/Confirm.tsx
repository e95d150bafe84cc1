// E-mail confirmation link: POST the token; success -> /onboarding (or the reply's redirect),
// otherwise a confirm page with the reason and a resend form.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, Loader, RouterLink, SchemaForm, Text, safeRedirect, showAlert, useEndpointMutation, type FormReplyOf } from '../../engine';

type Phase = { kind: 'checking' } | { kind: 'failed'; message: string };

export default function Confirm({ title }: { title?: string }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const confirm = useEndpointMutation('account.registrationConfirm');
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm({ token }).then((result) => {
      if ('data' in result) {
        const redirect = result.data?.redirect;
        navigate(safeRedirect(redirect ?? '/onboarding'), { replace: true });
        return;
      }
      const error = (result.error.data as { error?: unknown } | null)?.error;
      setPhase({ kind: 'failed', message: t(typeof error === 'string' ? error : 'This confirmation link is invalid or has expired.') });
    });
  }, [confirm, navigate, token, t]);

  const resent = (reply: FormReplyOf<'reconfirm'>) => {
    showAlert({ message: t(reply.message ?? 'Verification link sent. Check your email'), variant: 'success' });
  };

  return (
    <AuthCard title={title ?? t('Confirm e-mail')} footer={<RouterLink to="/account/mailbox">{t('Demo mailbox')}</RouterLink>}>
      {phase.kind === 'checking' ? (
        <Loader aria-label={t('Checking the link')} />
      ) : (
        <>
          <Text c="red" data-testid="confirm-failed">
            {phase.message}
          </Text>
          <SchemaForm formId="reconfirm" ns="account" onSuccess={resent} />
        </>
      )}
    </AuthCard>
  );
}
