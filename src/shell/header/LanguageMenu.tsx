// The header's language dropdown with the app's language and brand: the choice goes to the `lang`
// cookie, then the page reloads (spec 000 section 1).
import { useShellData } from '../../router/shellData';
import { chooseLanguage } from '../../session/cookies';
import LanguagePicker from './LanguagePicker';
import { useLanguageLabel } from './useLanguageLabel';

export default function LanguageMenu() {
  const { brand } = useShellData();
  return <LanguagePicker {...useLanguageLabel()} choose={(code) => chooseLanguage(code, brand?.cookies_domain || undefined)} />;
}
