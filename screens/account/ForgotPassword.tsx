// Forgot password: the same answer whether or not the address exists.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, RouterLink, SchemaForm, Text } from '../../engine';

export default function ForgotPassword({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title={title ?? t('Forgot password')} footer={<RouterLink to="/account/login">{t('Back to sign in')}</RouterLink>}>
      {sent ? (
        <Text data-testid="reset-link-sent">{t('If this address is registered, a link to reset the password is on its way. Check your email')}</Text>
      ) : (
        <SchemaForm formId="forgot_password" ns="account" hideTitle onSuccess={() => setSent(true)} />
      )}
    </AuthCard>
  );
}
