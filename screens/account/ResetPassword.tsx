// New password from the e-mailed link; with two-step on, the server asks for the code
// (err_code 'otp required') and the form reveals it and posts to the otp reset call.
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, RouterLink, SchemaForm, showAlert } from '../../engine';

export default function ResetPassword({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const onSuccess = () => {
    showAlert({ message: t('Your password has been changed. Sign in with the new one'), variant: 'success' });
    navigate('/account/login', { replace: true });
  };
  return (
    <AuthCard title={title ?? t('Reset password')} footer={<RouterLink to="/account/login">{t('Back to sign in')}</RouterLink>}>
      <SchemaForm formId="reset_password" ns="account" hideTitle extraData={{ token }} onSuccess={onSuccess} />
    </AuthCard>
  );
}
