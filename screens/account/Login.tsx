// Sign in: on 'need mfa' go to the code page (keeping next), on ok go to next (same origin only),
// or to /onboarding while the user's onboarding is not done.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, Group, RouterLink, SchemaForm, safeRedirect, type FormReplyOf } from '../../engine';
import { useAfterSignIn } from './afterSignIn';

export default function Login({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'));
  const signedIn = useAfterSignIn();
  const onSuccess = (reply: FormReplyOf<'login'>) => {
    if (reply.state === 'need mfa') navigate(`/account/otp?next=${encodeURIComponent(next)}`);
    else void signedIn(next);
  };
  return (
    <AuthCard
      title={title ?? t('Sign in')}
      footer={
        <Group justify="space-between">
          <RouterLink to="/account/forgot_password">{t('Forgot password?')}</RouterLink>
          <RouterLink to="/account/create">{t('Create account')}</RouterLink>
        </Group>
      }
    >
      <SchemaForm formId="login" ns="account" hideTitle onSuccess={onSuccess} />
    </AuthCard>
  );
}
