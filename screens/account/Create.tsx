// Sign up: signed in at once, the e-mail waits for confirmation (the link comes by mail; in the demo
// the mailbox page shows it); a new account has no merchant, so it goes on to /onboarding.
import { useTranslation } from 'react-i18next';
import { AuthCard, Group, RouterLink, SchemaForm, showAlert } from '../../engine';
import { useAfterSignIn } from './afterSignIn';

export default function Create({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const signedIn = useAfterSignIn();
  const onSuccess = () => {
    showAlert({ message: t('Verification link sent. Check your email'), variant: 'success' });
    void signedIn('/');
  };
  return (
    <AuthCard
      title={title ?? t('Create account')}
      footer={
        <Group justify="space-between">
          <RouterLink to="/account/login">{t('Already have an account? Sign in')}</RouterLink>
          <RouterLink to="/account/mailbox">{t('Demo mailbox')}</RouterLink>
        </Group>
      }
    >
      <SchemaForm formId="registration" ns="account" hideTitle onSuccess={onSuccess} />
    </AuthCard>
  );
}
