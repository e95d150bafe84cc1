// Two-step code after sign in: one input per digit, joined on submit (POST /account/login/two_factor/).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, RouterLink, SchemaForm, safeRedirect } from '../../engine';
import { useAfterSignIn } from './afterSignIn';

export default function Otp({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const signedIn = useAfterSignIn();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'));
  return (
    <AuthCard title={title ?? t('Two-step verification')} footer={<RouterLink to="/account/login">{t('Back to sign in')}</RouterLink>}>
      <SchemaForm formId="otp" ns="account" hideTitle onSuccess={() => void signedIn(next)} />
    </AuthCard>
  );
}
