// Accept an invitation: set a password and a name (POST /account/registration/invite/{token}/).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard, SchemaForm } from '../../engine';
import { useAfterSignIn } from './afterSignIn';

export default function Invite({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const signedIn = useAfterSignIn();
  const { token = '' } = useParams();
  return (
    <AuthCard title={title ?? t('Accept invitation')}>
      <SchemaForm formId="invite" ns="account" hideTitle extraData={{ token }} onSuccess={() => void signedIn('/')} />
    </AuthCard>
  );
}
