// Personal settings (GET/POST /settings/personal/). A new language is stored in the language
// cookie and the page reloads (spec 000 section 1).
import { useTranslation } from 'react-i18next';
import { Paper, SchemaForm } from '../../engine';
import { ProfileTabs } from './ProfileTabs';

const YEAR_SECONDS = 365 * 24 * 3600;

export default function Overview() {
  const { i18n } = useTranslation('account');
  const onSuccess = (_reply: unknown, data: Record<string, unknown>) => {
    if (typeof data.lang === 'string' && data.lang !== i18n.language) {
      document.cookie = `lang=${encodeURIComponent(data.lang)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
      window.location.reload();
    }
  };
  return (
    <ProfileTabs>
      <Paper withBorder p="lg">
        <SchemaForm formId="personal" ns="account" onSuccess={onSuccess} />
      </Paper>
    </ProfileTabs>
  );
}
